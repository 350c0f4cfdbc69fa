import type { InstanceContext } from '../context.js';

const KEY = 'meta.emailRequiredForSignup';

/** Whether sign-up needs an address proved by a mailed link (Misskey's `emailRequiredForSignup`). */
export function emailRequiredForSignup(instance: InstanceContext): boolean {
  const row = instance.db.prepare('SELECT value FROM instance_settings WHERE key = ?').get(KEY) as
    | { value: string }
    | undefined;
  return row?.value === 'true';
}

export function setEmailRequiredForSignup(instance: InstanceContext, required: boolean): void {
  instance.db
    .prepare(
      'INSERT INTO instance_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    )
    .run(KEY, String(required));
}
