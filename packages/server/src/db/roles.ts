import type { Database } from './database.js';

/** One policy a role sets, as Misskey stores it: the default's value or its own, with a rank. */
export interface RolePolicyValue {
  useDefault: boolean;
  priority: number;
  value: unknown;
}

/** A role as stored (migrations 006, 015 and 033): Misskey's Role fields. */
export interface RoleRow {
  id: string;
  name: string;
  description: string;
  color: string | null;
  iconUrl: string | null;
  isPublic: boolean;
  /** Members and notes are listed publicly (roles/users, roles/notes; migration 015). */
  isExplorable: boolean;
  target: 'manual' | 'conditional';
  /** Misskey's RoleCondFormulaValue (`{}` for a role that was never conditional). */
  condFormula: Record<string, unknown>;
  policies: Record<string, RolePolicyValue>;
  isModerator: boolean;
  isAdministrator: boolean;
  asBadge: boolean;
  canEditMembersByModerator: boolean;
  displayOrder: number;
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
  target: string;
  cond_formula: string;
  policies: string;
  is_moderator: number;
  is_administrator: number;
  as_badge: number;
  can_edit_members_by_moderator: number;
  display_order: number;
  created_at: string;
  updated_at: string;
}

function parseObject(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
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
    target: raw.target === 'conditional' ? 'conditional' : 'manual',
    condFormula: parseObject(raw.cond_formula),
    policies: parseObject(raw.policies) as Record<string, RolePolicyValue>,
    isModerator: raw.is_moderator === 1,
    isAdministrator: raw.is_administrator === 1,
    asBadge: raw.as_badge === 1,
    canEditMembersByModerator: raw.can_edit_members_by_moderator === 1,
    displayOrder: raw.display_order,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
  };
}

/** The columns a role is written from, in `roleValues` order. */
export const ROLE_COLUMNS = [
  'name',
  'description',
  'color',
  'icon_url',
  'is_public',
  'is_explorable',
  'target',
  'cond_formula',
  'policies',
  'is_moderator',
  'is_administrator',
  'as_badge',
  'can_edit_members_by_moderator',
  'display_order',
] as const;

export type RoleFields = Omit<RoleRow, 'id' | 'createdAt' | 'updatedAt'>;

/** A role's fields as the values of ROLE_COLUMNS. */
export function roleValues(role: RoleFields): (string | number | null)[] {
  const flag = (value: boolean) => (value ? 1 : 0);
  return [
    role.name,
    role.description,
    role.color,
    role.iconUrl,
    flag(role.isPublic),
    flag(role.isExplorable),
    role.target,
    JSON.stringify(role.condFormula),
    JSON.stringify(role.policies),
    flag(role.isModerator),
    flag(role.isAdministrator),
    flag(role.asBadge),
    flag(role.canEditMembersByModerator),
    role.displayOrder,
  ];
}

/** SQL that keeps assignments still in force at `@now` (alias `a`). */
export const ACTIVE_ASSIGNMENT = '(a.expires_at IS NULL OR a.expires_at > @now)';

export function findRoleById(db: Database, id: string): RoleRow | undefined {
  const raw = db.prepare('SELECT * FROM roles WHERE id = ?').get(id) as RawRole | undefined;
  return raw ? toRoleRow(raw) : undefined;
}

/** Every role, oldest first. */
export function listRoles(db: Database): RoleRow[] {
  return (db.prepare('SELECT * FROM roles ORDER BY created_at, id').all() as RawRole[]).map(toRoleRow);
}

/** The ids of the roles assigned to the user and not expired (conditional ones not included). */
export function roleIdsOf(db: Database, userId: string, now = new Date()): string[] {
  return db
    .prepare(`SELECT a.role_id FROM role_assignments a WHERE a.user_id = @userId AND ${ACTIVE_ASSIGNMENT}`)
    .pluck()
    .all({ userId, now: now.toISOString() }) as string[];
}

/** The roles assigned to the user and not expired, oldest assignment first. */
export function assignedRolesOf(db: Database, userId: string, now = new Date()): RoleRow[] {
  const rows = db
    .prepare(
      `SELECT r.* FROM roles r JOIN role_assignments a ON a.role_id = r.id
       WHERE a.user_id = @userId AND ${ACTIVE_ASSIGNMENT} ORDER BY a.created_at, r.id`,
    )
    .all({ userId, now: now.toISOString() }) as RawRole[];
  return rows.map(toRoleRow);
}

/** Assignments in force (Misskey's usersCount counts these, also for a conditional role). */
export function countRoleUsers(db: Database, roleId: string, now = new Date()): number {
  return db
    .prepare(`SELECT COUNT(*) FROM role_assignments a WHERE a.role_id = @roleId AND ${ACTIVE_ASSIGNMENT}`)
    .pluck()
    .get({ roleId, now: now.toISOString() }) as number;
}

/** One assignment of a role: who, since when, until when (null: for ever). */
export interface RoleAssignment {
  userId: string;
  createdAt: string;
  expiresAt: string | null;
}

/**
 * A page of a role's assignments in force, newest user id first (or oldest after `sinceId`).
 * Deviation: an assignment has no id of its own, so the cursor is the member's user id.
 */
export function roleAssignments(
  db: Database,
  roleId: string,
  page: { sinceId?: string; untilId?: string; limit: number },
  now = new Date(),
): RoleAssignment[] {
  const where = ['a.role_id = @roleId', ACTIVE_ASSIGNMENT];
  if (page.sinceId) where.push('a.user_id > @sinceId');
  if (page.untilId) where.push('a.user_id < @untilId');
  const ascending = page.sinceId !== undefined && page.untilId === undefined;
  const rows = db
    .prepare(
      `SELECT a.user_id, a.created_at, a.expires_at FROM role_assignments a WHERE ${where.join(' AND ')}
       ORDER BY a.user_id ${ascending ? 'ASC' : 'DESC'} LIMIT @limit`,
    )
    .all({
      roleId,
      now: now.toISOString(),
      sinceId: page.sinceId ?? null,
      untilId: page.untilId ?? null,
      limit: page.limit,
    }) as { user_id: string; created_at: string; expires_at: string | null }[];
  return rows.map((row) => ({ userId: row.user_id, createdAt: row.created_at, expiresAt: row.expires_at }));
}
