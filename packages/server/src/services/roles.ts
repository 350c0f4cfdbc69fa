import type { entities } from 'misskey-js';
import { countRoleUsers, findRoleById, type RoleRow, rolesOfUser } from '../db/roles.js';
import type { UserRow } from '../db/users.js';
import type { InstanceContext } from './context.js';
import { genId } from './ids.js';
import { packMe } from './user-packer.js';

/**
 * Minimal roles: a named, optionally public label an admin gives to users, which custom
 * emoji can require for reacting (`roleIdsThatCanBeUsedThisEmojiAsReaction`).
 *
 * Roles do NOT change policies yet: `policiesOf` still gives everyone the base policies, and
 * no role makes its holders moderators or admins. So every role is packed as a manual role
 * with no policies, not moderator, not administrator, and (Misskey's default)
 * `canEditMembersByModerator: false`, which leaves assigning to admins.
 */

export interface RoleInput {
  name: string;
  description: string;
  color: string | null;
  iconUrl: string | null;
  isPublic: boolean;
  isExplorable: boolean;
}

export function createRole(ctx: InstanceContext, input: RoleInput): RoleRow {
  const id = genId();
  const now = new Date().toISOString();
  ctx.db
    .prepare(
      `INSERT INTO roles (id, name, description, color, icon_url, is_public, is_explorable, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      input.name,
      input.description,
      input.color,
      input.iconUrl,
      input.isPublic ? 1 : 0,
      input.isExplorable ? 1 : 0,
      now,
      now,
    );
  return findRoleById(ctx.db, id) as RoleRow;
}

/** Changes the given fields of a role; fields left undefined keep their value. */
export function updateRole(ctx: InstanceContext, role: RoleRow, patch: Partial<RoleInput>): void {
  const next = { ...role, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
  ctx.db
    .prepare(
      `UPDATE roles SET name = ?, description = ?, color = ?, icon_url = ?, is_public = ?, is_explorable = ?,
       updated_at = ? WHERE id = ?`,
    )
    .run(
      next.name,
      next.description,
      next.color,
      next.iconUrl,
      next.isPublic ? 1 : 0,
      next.isExplorable ? 1 : 0,
      new Date().toISOString(),
      role.id,
    );
  // Holders see their own roles in `i`; tell their open sessions.
  for (const userId of holdersOf(ctx, role.id)) announceMe(ctx, userId);
}

/** Deletes the role; its assignments go with it (foreign key cascade). */
export function deleteRole(ctx: InstanceContext, role: RoleRow): void {
  const holders = holdersOf(ctx, role.id);
  ctx.db.prepare('DELETE FROM role_assignments WHERE role_id = ?').run(role.id);
  ctx.db.prepare('DELETE FROM roles WHERE id = ?').run(role.id);
  for (const userId of holders) announceMe(ctx, userId);
}

/** Gives the role to the user; false when they already hold it. */
export function assignRole(ctx: InstanceContext, role: RoleRow, user: UserRow): boolean {
  const result = ctx.db
    .prepare('INSERT OR IGNORE INTO role_assignments (role_id, user_id, created_at) VALUES (?, ?, ?)')
    .run(role.id, user.id, new Date().toISOString());
  if (result.changes === 0) return false;
  announceMe(ctx, user.id);
  return true;
}

/** Takes the role away; false when the user did not hold it. */
export function unassignRole(ctx: InstanceContext, role: RoleRow, user: UserRow): boolean {
  const result = ctx.db
    .prepare('DELETE FROM role_assignments WHERE role_id = ? AND user_id = ?')
    .run(role.id, user.id);
  if (result.changes === 0) return false;
  announceMe(ctx, user.id);
  return true;
}

function holdersOf(ctx: InstanceContext, roleId: string): string[] {
  const rows = ctx.db.prepare('SELECT user_id FROM role_assignments WHERE role_id = ?').all(roleId) as {
    user_id: string;
  }[];
  return rows.map((r) => r.user_id);
}

/**
 * A signed-in client decides which role-restricted emoji it offers from `i.roles`, so a
 * change of roles is pushed as `meUpdated` instead of waiting for the next page load.
 */
function announceMe(ctx: InstanceContext, userId: string): void {
  if (!ctx.events.hasMainListeners(userId)) return;
  const user = ctx.users.findById(userId);
  if (user) ctx.events.publishMainStream(userId, 'meUpdated', packMe(ctx, user));
}

export function packRoleLite(role: RoleRow): entities.RoleLite {
  return {
    id: role.id,
    name: role.name,
    color: role.color,
    iconUrl: role.iconUrl,
    description: role.description,
    isModerator: false,
    isAdministrator: false,
    displayOrder: 0,
  };
}

export function packRole(ctx: InstanceContext, role: RoleRow): entities.Role {
  return {
    ...packRoleLite(role),
    createdAt: role.createdAt,
    updatedAt: role.updatedAt,
    target: 'manual',
    // Misskey stores `{}` for roles that were never conditional; the formula is unused for manual ones.
    condFormula: {} as entities.Role['condFormula'],
    isPublic: role.isPublic,
    isExplorable: role.isExplorable,
    asBadge: false,
    preserveAssignmentOnMoveAccount: false,
    canEditMembersByModerator: false,
    policies: {},
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
  userId: string,
  includePrivate: boolean,
): entities.RoleLite[] {
  return rolesOfUser(ctx.db, userId)
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
