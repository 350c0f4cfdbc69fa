import type { Database } from './database.js';

/** The ids of the roles the user holds (migration 006). */
export function roleIdsOf(db: Database, userId: string): string[] {
  const rows = db.prepare('SELECT role_id FROM role_assignments WHERE user_id = ?').all(userId) as {
    role_id: string;
  }[];
  return rows.map((row) => row.role_id);
}

/** A role as stored (migration 006): a name and who holds it, no policies of its own yet. */
export interface RoleRow {
  id: string;
  name: string;
  description: string;
  color: string | null;
  iconUrl: string | null;
  isPublic: boolean;
  /** Members and notes are listed publicly (roles/users, roles/notes; migration 015). */
  isExplorable: boolean;
  createdAt: string;
  updatedAt: string;
}

interface RawRole {
  id: string;
  name: string;
  description: string;
  color: string | null;
  icon_url: string | null;
  is_public: number;
  is_explorable: number;
  created_at: string;
  updated_at: string;
}

function toRoleRow(raw: RawRole): RoleRow {
  return {
    id: raw.id,
    name: raw.name,
    description: raw.description,
    color: raw.color,
    iconUrl: raw.icon_url,
    isPublic: raw.is_public === 1,
    isExplorable: raw.is_explorable === 1,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
  };
}

export function findRoleById(db: Database, id: string): RoleRow | undefined {
  const raw = db.prepare('SELECT * FROM roles WHERE id = ?').get(id) as RawRole | undefined;
  return raw ? toRoleRow(raw) : undefined;
}

/** Every role, oldest first. */
export function listRoles(db: Database): RoleRow[] {
  return (db.prepare('SELECT * FROM roles ORDER BY created_at, id').all() as RawRole[]).map(toRoleRow);
}

/** The roles the user holds, oldest assignment first. */
export function rolesOfUser(db: Database, userId: string): RoleRow[] {
  const rows = db
    .prepare(
      `SELECT r.* FROM roles r JOIN role_assignments a ON a.role_id = r.id
       WHERE a.user_id = ? ORDER BY a.created_at, r.id`,
    )
    .all(userId) as RawRole[];
  return rows.map(toRoleRow);
}

export function countRoleUsers(db: Database, roleId: string): number {
  return (
    db.prepare('SELECT COUNT(*) AS n FROM role_assignments WHERE role_id = ?').get(roleId) as { n: number }
  ).n;
}
