import type { entities } from 'misskey-js';
import { listFollowing } from '../../../services/follows.js';
import { canSeeFollowList } from '../../../services/privacy/index.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import {
  type FollowListParams,
  followListParamDef,
  packFollows,
  resolveListUser,
} from '../following/list-shared.js';
import { pageOf } from '../following/shared.js';

export const meta = {
  requireCredential: false,
  errors: {
    noSuchUser: {
      message: 'No such user.',
      code: 'NO_SUCH_USER',
      id: '63e4aba4-4156-4e53-be25-c9559e42d71b',
    },
    forbidden: { message: 'Forbidden.', code: 'FORBIDDEN', id: 'f6cdb0df-c19f-ec5c-7dbb-0ba84a1f92ba' },
  },
} satisfies EndpointMeta;

export const paramDef = followListParamDef satisfies ParamDef;

/** Whom the user follows, newest follow first; their followingVisibility says who may see it. */
export const handler: Handler<'users/following', entities.Following[]> = (
  rawPs,
  { instance, user: viewer },
) => {
  const ps = rawPs as FollowListParams;
  const user = resolveListUser(instance, ps, viewer, meta.errors.noSuchUser);
  if (!canSeeFollowList(instance.db, user, viewer, 'following')) throw new ApiError(meta.errors.forbidden);
  return packFollows(instance, listFollowing(instance, user.id, pageOf(ps)), 'followee', viewer);
};
