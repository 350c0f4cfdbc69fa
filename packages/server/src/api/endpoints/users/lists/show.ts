import type { entities } from 'misskey-js';
import { findListFor, isLiked, likedCount, packList } from '../../../../services/lists/index.js';
import type { EndpointMeta, Handler, ParamDef } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { noSuchList } from './shared.js';

export const meta = {
  requireCredential: false,
  kind: 'read:account',
  errors: { noSuchList: noSuchList('7bc05c21-1d7a-41ae-88f1-66820f4dc686') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    listId: { type: 'string' },
    forPublic: { type: 'boolean', default: false },
  },
  required: ['listId'],
} as const satisfies ParamDef;

type ShownList = entities.UserList & { likedCount?: number; isLiked?: boolean };

/**
 * The owner's view by default; `forPublic` (or being signed out) finds public lists only and
 * adds the like count and whether the caller likes it, as Misskey does.
 */
export const handler: Handler<'users/lists/show', ShownList> = (ps, { instance, user }) => {
  const forPublic = ps.forPublic ?? false;
  const list = findListFor(instance, user, ps.listId, forPublic);
  if (!list) throw new ApiError(meta.errors.noSuchList);
  const packed: ShownList = packList(instance, list);
  if (forPublic && list.isPublic) {
    packed.likedCount = likedCount(instance, list.id);
    packed.isLiked = user ? isLiked(instance, user.id, list.id) : false;
  }
  return packed;
};
