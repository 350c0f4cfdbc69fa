import type { Database } from '../db/database.js';

/**
 * A yes/no instance setting of Misskey's meta (`disableRegistration`, `emailRequiredForSignup`,
 * `enableServerMachineStats`…), kept in `instance_settings` under `meta.<name>`; never set is no.
 */
export function instanceFlag(db: Database, name: string): boolean {
  const row = db.prepare('SELECT value FROM instance_settings WHERE key = ?').get(`meta.${name}`) as
    | { value: string }
    | undefined;
  return row?.value === 'true';
}

export function setInstanceFlag(db: Database, name: string, on: boolean): void {
  db.prepare(
    'INSERT INTO instance_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(`meta.${name}`, String(on));
}
