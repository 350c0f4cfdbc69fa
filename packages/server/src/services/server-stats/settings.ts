import type { InstanceContext } from '../context.js';

const KEY = 'enableServerMachineStats';

/**
 * Misskey's `enableServerMachineStats`: whether anyone may see the machine's figures
 * (`server-info`, the `serverStats` channel). Off until an administrator turns it on, as in
 * Misskey, since the figures describe the operator's machine.
 */
export function machineStatsEnabled(ctx: InstanceContext): boolean {
  const row = ctx.db.prepare('SELECT value FROM instance_settings WHERE key = ?').get(KEY) as
    | { value: string }
    | undefined;
  return row?.value === 'true';
}

export function setMachineStatsEnabled(ctx: InstanceContext, enabled: boolean): void {
  ctx.db
    .prepare(
      'INSERT INTO instance_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    )
    .run(KEY, String(enabled));
}
