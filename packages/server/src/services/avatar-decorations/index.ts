import type { entities } from 'misskey-js';
import { ApiError, type ApiErrorDef } from '../../api/errors.js';
import { listRoles } from '../../db/roles.js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { logModeration } from '../moderation/log.js';
import { policiesOf } from '../notes/policies.js';
import { rolesOf, staffOf } from '../roles.js';
import {
  type DecorationInput,
  type DecorationRow,
  findDecoration,
  insertDecoration,
  listDecorations,
  patchDecoration,
  removeDecoration,
  setWornDecorations,
  type WornDecoration,
  wornDecorationsOf,
} from './store.js';

export type { DecorationRow, WornDecoration } from './store.js';
export { findDecoration, listDecorations } from './store.js';

/** Misskey's requireRolePolicy answer (ApiCallService). */
const rolePermissionDenied = {
  message: 'You are not assigned to a required role.',
  code: 'ROLE_PERMISSION_DENIED',
  kind: 'permission',
  id: '7f86f06f-7e15-4057-8561-f4b6d4ac755a',
  httpStatus: 403,
} as const;

/**
 * The admin/avatar-decorations endpoints need the `canManageAvatarDecorations` policy, which
 * administrators pass regardless (Misskey's requireRolePolicy): a moderator without it may not.
 */
export function assertCanManageDecorations(ctx: InstanceContext, user: UserRow): void {
  if (staffOf(ctx, user).isAdmin) return;
  if (!policiesOf(user, ctx).canManageAvatarDecorations) throw new ApiError(rolePermissionDenied);
}

/** The admin's view of a decoration (admin/avatar-decorations/list and create). */
export function packAdminDecoration(row: DecorationRow): entities.AdminAvatarDecorationsCreateResponse {
  return {
    id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    name: row.name,
    description: row.description,
    url: row.url,
    category: row.category,
    roleIdsThatCanBeUsedThisDecoration: row.roleIds,
  };
}

/** Only roles that still exist restrict a decoration, as in Misskey (a deleted role frees it). */
function liveRoleIds(row: DecorationRow, existing: ReadonlySet<string>): string[] {
  return row.roleIds.filter((id) => existing.has(id));
}

function existingRoleIds(ctx: InstanceContext): Set<string> {
  return new Set(listRoles(ctx.db).map((role) => role.id));
}

/** get-avatar-decorations: every decoration, with the roles that may use it (everyone when none). */
export function publicDecorations(ctx: InstanceContext): entities.GetAvatarDecorationsResponse {
  const existing = existingRoleIds(ctx);
  return listDecorations(ctx.db).map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    url: row.url,
    category: row.category,
    roleIdsThatCanBeUsedThisDecoration: liveRoleIds(row, existing),
  }));
}

/** The ids of the decorations the user may wear: unrestricted ones and those of a role they hold. */
export function usableDecorationIds(ctx: InstanceContext, user: UserRow): Set<string> {
  const existing = existingRoleIds(ctx);
  let held: Set<string> | null = null;
  const usable = new Set<string>();
  for (const row of listDecorations(ctx.db)) {
    const roles = liveRoleIds(row, existing);
    if (roles.length > 0) {
      held ??= new Set(rolesOf(ctx, user).map((role) => role.id));
      if (!roles.some((id) => held?.has(id))) continue;
    }
    usable.add(row.id);
  }
  return usable;
}

/**
 * The user's decorations as packed on every UserLite: their image and placement, with zero
 * values left out (as Misskey packs them). Decorations deleted meanwhile are not there.
 */
export function packedDecorationsOf(
  ctx: InstanceContext,
  userId: string,
): entities.UserLite['avatarDecorations'] {
  const worn = wornDecorationsOf(ctx.db, userId);
  if (worn.length === 0) return [];
  return worn.flatMap((d) => {
    const row = findDecoration(ctx.db, d.id);
    if (!row) return [];
    return [
      {
        id: d.id,
        url: row.url,
        ...(d.angle ? { angle: d.angle } : {}),
        ...(d.flipH ? { flipH: true } : {}),
        ...(d.offsetX ? { offsetX: d.offsetX } : {}),
        ...(d.offsetY ? { offsetY: d.offsetY } : {}),
      },
    ];
  });
}

export interface RequestedDecoration {
  id: string;
  angle?: number | null;
  flipH?: boolean | null;
  offsetX?: number | null;
  offsetY?: number | null;
}

/**
 * i/update's `avatarDecorations`, checked as Misskey does: more than `avatarDecorationLimit`
 * is refused (`restrictedError`); decorations the user may not use are silently dropped.
 * Answers a function that stores the list, so nothing is stored before every check passed.
 */
export function checkedWornDecorations(
  ctx: InstanceContext,
  user: UserRow,
  requested: readonly RequestedDecoration[],
  restrictedError: ApiErrorDef,
): () => void {
  if (requested.length > policiesOf(user, ctx).avatarDecorationLimit) throw new ApiError(restrictedError);
  const usable = usableDecorationIds(ctx, user);
  const worn: WornDecoration[] = requested
    .filter((d) => usable.has(d.id))
    .map((d) => ({
      id: d.id,
      angle: d.angle ?? 0,
      flipH: d.flipH ?? false,
      offsetX: d.offsetX ?? 0,
      offsetY: d.offsetY ?? 0,
    }));
  return () => setWornDecorations(ctx.db, user.id, worn);
}

export function createDecoration(
  ctx: InstanceContext,
  actor: UserRow,
  input: DecorationInput,
): DecorationRow {
  const created = insertDecoration(ctx.db, input);
  logModeration(ctx, actor, 'createAvatarDecoration', {
    avatarDecorationId: created.id,
    avatarDecoration: packAdminDecoration(created),
  });
  return created;
}

export function updateDecoration(
  ctx: InstanceContext,
  actor: UserRow,
  before: DecorationRow,
  patch: Partial<DecorationInput>,
): void {
  const after = patchDecoration(ctx.db, before.id, patch);
  logModeration(ctx, actor, 'updateAvatarDecoration', {
    avatarDecorationId: before.id,
    before: packAdminDecoration(before),
    after: packAdminDecoration(after),
  });
}

export function deleteDecoration(ctx: InstanceContext, actor: UserRow, row: DecorationRow): void {
  removeDecoration(ctx.db, row.id);
  logModeration(ctx, actor, 'deleteAvatarDecoration', {
    avatarDecorationId: row.id,
    avatarDecoration: packAdminDecoration(row),
  });
}
