import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { policiesOf } from '../notes/policies.js';
import { isBlocking } from '../relations/index.js';
import { addMember, countMembers, isMember, type UserListRow } from './lists.js';

/** Why a user could not be put on a list; each is one of Misskey's errors. */
export type PushRefusal = 'alreadyAdded' | 'youHaveBeenBlocked' | 'tooManyUsers';

/**
 * Puts `target` on `owner`'s list, with Misskey's checks in Misskey's order: a user who blocks
 * the owner cannot be added, nor anyone twice, nor more than the owner's
 * `userEachUserListsLimit`. Answers the refusal, or null once added.
 */
export function pushMember(
  ctx: InstanceContext,
  owner: UserRow,
  list: UserListRow,
  target: UserRow,
): PushRefusal | null {
  if (target.id !== owner.id && isBlocking(ctx.db, target.id, owner.id)) return 'youHaveBeenBlocked';
  if (isMember(ctx, list.id, target.id)) return 'alreadyAdded';
  if (countMembers(ctx, list.id) >= policiesOf(owner, ctx).userEachUserListsLimit) return 'tooManyUsers';
  addMember(ctx, list.id, target.id);
  return null;
}
