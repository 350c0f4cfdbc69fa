import type { entities } from 'misskey-js';
import { showsReactions } from '../../../services/public-reactions.js';
import { isBlocking } from '../../../services/relations/index.js';
import { listUserReactions } from '../../../services/user-reactions.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { findVisibleUser, pageOf, pageProperties } from '../following/shared.js';

export const meta = {
  requireCredential: false,
  errors: {
    reactionsNotPublic: {
      message: 'Reactions of the user is not public.',
      code: 'REACTIONS_NOT_PUBLIC',
      id: '673a7dd2-6924-1093-e0c0-e68456ceae5c',
    },
    isRemoteUser: {
      message: 'Currently unavailable to display reactions of remote users.',
      code: 'IS_REMOTE_USER',
      id: '6b95fa98-8cf9-2350-e284-f0ffdb54a805',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { userId: { type: 'string' }, ...pageProperties },
  required: ['userId'],
} as const satisfies ParamDef;

/**
 * The reactions a user made, when they make them public (or to themselves and to staff, as
 * in Misskey). Someone who blocks the asker shows them none; an unknown user has none.
 */
export const handler: Handler<'users/reactions', entities.NoteReactionWithNote[]> = (
  ps,
  { instance, user },
) => {
  const owner = findVisibleUser(instance, ps.userId, user);
  if (!owner) return [];
  const staff = user !== null && (user.isAdmin || user.isModerator);
  if (!staff) {
    if (owner.host !== null) throw new ApiError(meta.errors.isRemoteUser);
    if (user?.id !== owner.id && !showsReactions(instance.db, owner.id))
      throw new ApiError(meta.errors.reactionsNotPublic);
    if (user && isBlocking(instance.db, owner.id, user.id)) return [];
  }
  return listUserReactions(instance, owner, user, pageOf(ps));
};
