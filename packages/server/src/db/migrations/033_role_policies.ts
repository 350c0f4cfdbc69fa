import type { Migration } from '../migrate.js';

/**
 * Roles that set policies (issue 23): Misskey's remaining Role fields — manual or conditional
 * (`cond_formula`, Misskey's RoleCondFormulaValue as JSON), the per-policy overrides
 * (`policies`, `{name: {useDefault, priority, value}}` as JSON), staff flags, badge, whether
 * moderators may change members, display order — and timed assignments (`expires_at`, ISO
 * time, null for ever).
 */
export const rolePolicies: Migration = {
  version: 33,
  name: 'role_policies',
  up(db) {
    db.exec(`
      ALTER TABLE roles ADD COLUMN target TEXT NOT NULL DEFAULT 'manual';
      ALTER TABLE roles ADD COLUMN cond_formula TEXT NOT NULL DEFAULT '{}';
      ALTER TABLE roles ADD COLUMN policies TEXT NOT NULL DEFAULT '{}';
      ALTER TABLE roles ADD COLUMN is_moderator INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE roles ADD COLUMN is_administrator INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE roles ADD COLUMN as_badge INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE roles ADD COLUMN can_edit_members_by_moderator INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE roles ADD COLUMN display_order INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE role_assignments ADD COLUMN expires_at TEXT;
    `);
  },
};
