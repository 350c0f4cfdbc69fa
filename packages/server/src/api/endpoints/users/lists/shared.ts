import type { UserRow } from '../../../../db/users.js';
import type { InstanceContext } from '../../../../services/context.js';
import { findOwnList, type PushRefusal, type UserListRow } from '../../../../services/lists/index.js';
import { ApiError, type ApiErrorDef } from '../../../errors.js';
import { findVisibleUser } from '../../following/shared.js';

/** Misskey gives every endpoint its own id for "no such list"; this builds one error entry. */
export function noSuchList(id: string): ApiErrorDef {
  return { message: 'No such list.', code: 'NO_SUCH_LIST', id };
}

export function noSuchUser(id: string): ApiErrorDef {
  return { message: 'No such user.', code: 'NO_SUCH_USER', id };
}

export const listIdParam = {
  type: 'object',
  properties: { listId: { type: 'string' } },
  required: ['listId'],
} as const;

export const listUserParams = {
  type: 'object',
  properties: { listId: { type: 'string' }, userId: { type: 'string' } },
  required: ['listId', 'userId'],
} as const;

/** For push, pull and update-membership: one's own list (others' answer as missing) and the user. */
export function ownListAndUser(
  instance: InstanceContext,
  me: UserRow,
  ps: { listId: string; userId: string },
  errors: { noSuchList: ApiErrorDef; noSuchUser: ApiErrorDef },
): { list: UserListRow; target: UserRow } {
  const list = findOwnList(instance, me.id, ps.listId);
  if (!list) throw new ApiError(errors.noSuchList);
  const target = findVisibleUser(instance, ps.userId, me);
  if (!target) throw new ApiError(errors.noSuchUser);
  return { list, target };
}

/** Turns a refused push into the endpoint's own error (each endpoint has its own ids). */
export function throwPushRefusal(
  refusal: PushRefusal | null,
  errors: Record<PushRefusal, ApiErrorDef>,
): void {
  if (refusal) throw new ApiError(errors[refusal]);
}
