import type { InstanceContext } from '../context.js';
import { instanceFlag, setInstanceFlag } from '../instance-flags.js';

/**
 * Misskey's `enableServerMachineStats`: whether anyone may see the machine's figures
 * (`server-info`, the `serverStats` channel). Off until an administrator turns it on, as in
 * Misskey, since the figures describe the operator's machine.
 */
export function machineStatsEnabled(ctx: InstanceContext): boolean {
  return instanceFlag(ctx.db, 'enableServerMachineStats');
}

export function setMachineStatsEnabled(ctx: InstanceContext, enabled: boolean): void {
  setInstanceFlag(ctx.db, 'enableServerMachineStats', enabled);
}
