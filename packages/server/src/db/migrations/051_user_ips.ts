import type { Migration } from '../migrate.js';

/**
 * The addresses an account was seen from, as Misskey's `user_ip` table keeps them (one row per
 * account and address, the first time). This instance records the address an account signed
 * up from; `admin/get-user-ips` lists them for the control panel's user page.
 */
export const userIps: Migration = {
  version: 51,
  name: 'user_ips',
  up(db) {
    db.exec(`
      CREATE TABLE user_ips (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        ip TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (user_id, ip)
      );
    `);
  },
};
