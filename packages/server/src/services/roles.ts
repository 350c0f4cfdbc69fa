import type { entities } from 'misskey-js';
import {
  assignedRolesOf,
  countRoleUsers,
  findRoleById,
  listRoles,
  ROLE_COLUMNS,
  type RoleFields,
  type RoleRow,
  roleValues,
} from '../db/roles.js';
import type { UserRow } from '../db/users.js';
import type { InstanceContext } from './context.js';
import { genId } from './ids.js';
import { evalRoleCondition, type RoleConditionFacts } from './role-conditions.js';
import { packMe } from './user-packer.js';

/**
 * Roles as Misskey has them: manual roles an admin or moderator assigns (optionally until a
 * time), and conditional roles whose formula (role-conditions.ts) is evaluated whenever a
 * user's roles are asked for. A user's roles decide their policies (services/notes/policies.ts),
 * make them moderators or administrators (`staffOf`), and show as badges (`badgeRolesOf`).
 * Every change tells open sessions with `meUpdated`, so a client follows it at once.
 */

export type RoleInput = RoleFields;

/** A new role's fields where the admin gave none (Misskey's defaults). */
export function defaultRoleInput(): RoleInput {
  return {
    name: '',
    description: '',
    color: null,
    iconUrl: null,
    isPublic: false,
    isExplorable: false,
    target: 'manual',
    condFormula: {},
    policies: {},
    isModerator: false,
    isAdministrator: false,
    asBadge: false,
    canEditMembersByModerator: false,
    displayOrder: 0,
  };
}

export function createRole(ctx: InstanceContext, input: RoleInput): RoleRow {
  const id = genId();
  const now = new Date().toISOString();
  ctx.db
    .prepare(
      `INSERT INTO roles (id, ${ROLE_COLUMNS.join(', ')}, created_at, updated_at)
       VALUES (?, ${ROLE_COLUMNS.map(() => '?').join(', ')}, ?, ?)`,
    )
    .run(id, ...roleValues(input), now, now);
  // A conditional role (or one given to nobody yet) may already apply to open sessions.
  if (input.target === 'conditional') announceToEveryone(ctx);
  return findRoleById(ctx.db, id) as RoleRow;
}

/** Changes the given fields of a role; fields left undefined keep their value. */
export function updateRole(ctx: InstanceContext, role: RoleRow, patch: Partial<RoleInput>): void {
  const given = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const next: RoleFields = { ...role, ...given };
  ctx.db
    .prepare(
      `UPDATE roles SET ${ROLE_COLUMNS.map((c) => `${c} = ?`).join(', ')}, updated_at = ? WHERE id = ?`,
    )
    .run(...roleValues(next), new Date().toISOString(), role.id);
  // Policies, staff flags and conditions may change for anyone connected.
  announceToEveryone(ctx);
}

/** Deletes the role; its assignments go with it. */
export function deleteRole(ctx: InstanceContext, role: RoleRow): void {
  ctx.db.prepare('DELETE FROM role_assignments WHERE role_id = ?').run(role.id);
  ctx.db.prepare('DELETE FROM roles WHERE id = ?').run(role.id);
  announceToEveryone(ctx);
}

/**
 * Gives the role to the user until `expiresAt` (null: for ever). False when they already
 * hold it; an expired assignment is renewed, as in Misskey.
 */
export function assignRole(
  ctx: InstanceContext,
  role: RoleRow,
  user: UserRow,
  expiresAt: string | null = null,
): boolean {
  const now = new Date().toISOString();
  const existing = ctx.db
    .prepare('SELECT expires_at FROM role_assignments WHERE role_id = ? AND user_id = ?')
    .get(role.id, user.id) as { expires_at: string | null } | undefined;
  if (existing && (existing.expires_at === null || existing.expires_at > now)) return false;
  ctx.db
    .prepare(
      `INSERT INTO role_assignments (role_id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (role_id, user_id) DO UPDATE SET created_at = excluded.created_at, expires_at = excluded.expires_at`,
    )
    .run(role.id, user.id, now, expiresAt);
  announceMe(ctx, user.id);
  return true;
}

/** Takes the role away; false when the user did not hold it (or it had expired). */
export function unassignRole(ctx: InstanceContext, role: RoleRow, user: UserRow): boolean {
  const now = new Date().toISOString();
  const result = ctx.db
    .prepare(
      'DELETE FROM role_assignments WHERE role_id = ? AND user_id = ? AND (expires_at IS NULL OR expires_at > ?)',
    )
    .run(role.id, user.id, now);
  // An expired leftover goes too, so a later assign starts afresh.
  ctx.db.prepare('DELETE FROM role_assignments WHERE role_id = ? AND user_id = ?').run(role.id, user.id);
  if (result.changes === 0) return false;
  announceMe(ctx, user.id);
  return true;
}

/** What conditional roles may ask about `user`. */
function conditionFacts(ctx: InstanceContext, user: UserRow, assigned: RoleRow[]): RoleConditionFacts {
  const flags = ctx.db.prepare('SELECT is_locked, is_explorable FROM users WHERE id = ?').get(user.id) as
    | { is_locked: number; is_explorable: number }
    | undefined;
  return {
    isLocal: user.host === null,
    isSuspended: user.isSuspended,
    isLocked: flags?.is_locked === 1,
    isBot: user.isBot,
    isCat: user.isCat,
    isExplorable: flags?.is_explorable !== 0,
    createdAt: Date.parse(user.createdAt),
    followersCount: user.followersCount,
    followingCount: user.followingCount,
    notesCount: user.notesCount,
    assignedRoleIds: new Set(assigned.map((role) => role.id)),
  };
}

/**
 * The roles that apply to the user now: manual ones assigned and not expired, then the
 * conditional ones whose formula holds (Misskey's getUserRoles).
 */
export function rolesOf(ctx: InstanceContext, user: UserRow, now = new Date()): RoleRow[] {
  const assigned = assignedRolesOf(ctx.db, user.id, now);
  const held = new Set(assigned.map((role) => role.id));
  const conditional = listRoles(ctx.db).filter((role) => role.target === 'conditional' && !held.has(role.id));
  if (conditional.length === 0) return assigned;
  const facts = conditionFacts(ctx, user, assigned);
  return [
    ...assigned,
    ...conditional.filter((role) => evalRoleCondition(role.condFormula, facts, now.getTime())),
  ];
}

/**
 * Whether the user is a moderator or administrator: by the account's own flag (the first
 * account is an administrator) or by a role, as Misskey's isModerator/isAdministrator (an
 * administrator role makes a moderator too).
 */
export function staffOf(ctx: InstanceContext, user: UserRow): { isModerator: boolean; isAdmin: boolean } {
  if (user.isAdmin && user.isModerator) return { isModerator: true, isAdmin: true };
  // Every signed-in request asks: one cheap look first, as most instances have no staff roles
  // (reading the user's roles took 4% of a cached home timeline request).
  const staffRoles = ctx.db
    .prepare('SELECT 1 FROM roles WHERE is_moderator = 1 OR is_administrator = 1 LIMIT 1')
    .get();
  if (!staffRoles) return { isModerator: user.isModerator, isAdmin: user.isAdmin };
  const roles = rolesOf(ctx, user);
  return {
    isModerator: user.isModerator || roles.some((role) => role.isModerator || role.isAdministrator),
    isAdmin: user.isAdmin || roles.some((role) => role.isAdministrator),
  };
}

/** The user with the staff flags their roles give (what permission checks read). */
export function withRoleStaff(ctx: InstanceContext, user: UserRow): UserRow {
  const staff = staffOf(ctx, user);
  return staff.isAdmin === user.isAdmin && staff.isModerator === user.isModerator
    ? user
    : { ...user, ...staff };
}

/** Misskey's badgeRoles of a packed user: roles shown as badges, highest display order first. */
export function badgeRolesOf(
  ctx: InstanceContext,
  user: UserRow,
): NonNullable<entities.UserLite['badgeRoles']> {
  // Every packed user asks: one cheap look first (few roles), as most instances have no badge roles.
  if (!ctx.db.prepare('SELECT 1 FROM roles WHERE as_badge = 1 LIMIT 1').get()) return [];
  return rolesOf(ctx, user)
    .filter((role) => role.asBadge)
    .sort((a, b) => b.displayOrder - a.displayOrder)
    .map((role) => ({ name: role.name, iconUrl: role.iconUrl, displayOrder: role.displayOrder }));
}

/**
 * A signed-in client reads its policies, staff flags and roles from `i`, so a change is
 * pushed as `meUpdated` instead of waiting for the next page load.
 */
function announceMe(ctx: InstanceContext, userId: string): void {
  if (!ctx.events.hasMainListeners(userId)) return;
  const user = ctx.users.findById(userId);
  if (user) ctx.events.publishMainStream(userId, 'meUpdated', packMe(ctx, user));
}

function announceToEveryone(ctx: InstanceContext): void {
  for (const userId of ctx.events.mainListenerUserIds()) announceMe(ctx, userId);
}

export function packRoleLite(role: RoleRow): entities.RoleLite {
  return {
    id: role.id,
    name: role.name,
    color: role.color,
    iconUrl: role.iconUrl,
    description: role.description,
    isModerator: role.isModerator,
    isAdministrator: role.isAdministrator,
    displayOrder: role.displayOrder,
  };
}

export function packRole(ctx: InstanceContext, role: RoleRow): entities.Role {
  return {
    ...packRoleLite(role),
    createdAt: role.createdAt,
    updatedAt: role.updatedAt,
    target: role.target,
    condFormula: role.condFormula as entities.Role['condFormula'],
    isPublic: role.isPublic,
    isExplorable: role.isExplorable,
    asBadge: role.asBadge,
    preserveAssignmentOnMoveAccount: false,
    canEditMembersByModerator: role.canEditMembersByModerator,
    policies: role.policies as entities.Role['policies'],
    usersCount: countRoleUsers(ctx.db, role.id),
  };
}

/**
 * The roles shown on a user's profile. Misskey shows only public roles, even to the user
 * themself; we give the user all of their own roles (`i`), because the client checks
 * role-restricted emoji against `i.roles` and a private role must count there too.
 */
export function userRoleLites(
  ctx: InstanceContext,
  user: UserRow,
  includePrivate: boolean,
): entities.RoleLite[] {
  return rolesOf(ctx, user)
    .filter((role) => includePrivate || role.isPublic)
    .map(packRoleLite);
}

/**
 * Why a role field cannot be stored, or null. Colors are `#` and hex digits (what Misskey's
 * colour picker sends); icons must be http(s) URLs, since clients show them as images.
 */
export function invalidRoleField(input: Partial<RoleInput>): { key: string; reason: string } | null {
  if (input.name !== undefined && input.name.trim() === '')
    return { key: 'name', reason: 'must not be empty' };
  if (input.color != null && !/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(input.color)) {
    return { key: 'color', reason: 'must be a hex colour such as #3cb371, or null' };
  }
  if (input.iconUrl != null && input.iconUrl !== '') {
    let url: URL | null = null;
    try {
      url = new URL(input.iconUrl);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      return { key: 'iconUrl', reason: 'must be an http or https URL, or null' };
    }
  }
  return null;
}
