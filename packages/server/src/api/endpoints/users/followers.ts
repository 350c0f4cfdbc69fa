import type { entities } from 'misskey-js';
import { listFollowers } from '../../../services/follows.js';
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
      id: '27fa5435-88ab-43de-9360-387de88727cd',
    },
    forbidden: { message: 'Forbidden.', code: 'FORBIDDEN', id: '3c6a84db-d619-26af-ca14-06232a21df8a' },
  },
} satisfies EndpointMeta;

export const paramDef = followListParamDef satisfies ParamDef;

/** Who follows the user, newest follow first; their followersVisibility says who may see it. */
export const handler: Handler<'users/followers', entities.Following[]> = (
  rawPs,
  { instance, user: viewer },
) => {
  const ps = rawPs as FollowListParams;
  const user = resolveListUser(instance, ps, viewer, meta.errors.noSuchUser);
  if (!canSeeFollowList(instance.db, user, viewer, 'followers')) throw new ApiError(meta.errors.forbidden);
  return packFollows(instance, listFollowers(instance, user.id, pageOf(ps)), 'follower', viewer);
};
