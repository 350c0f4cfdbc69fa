import { findPublicList, unlikeList } from '../../../../services/lists/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { listIdParam } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: {
    noSuchList: {
      message: 'No such user list.',
      code: 'NO_SUCH_USER_LIST',
      id: 'baedb33e-76b8-4b0c-86a8-9375c0a7b94b',
    },
    // Misskey answers this code (not NOT_FAVORITED) with its own id; clients match on the id.
    notFavorited: {
      message: 'You have not favorited the list.',
      code: 'ALREADY_FAVORITED',
      id: '835c4b27-463d-4cfa-969b-a9058678d465',
    },
  },
} satisfies EndpointMeta;

export const paramDef = listIdParam satisfies ParamDef;

export const handler: SignedInHandler<'users/lists/unfavorite', void> = (ps, { instance, user }) => {
  const list = findPublicList(instance, ps.listId);
  if (!list) throw new ApiError(meta.errors.noSuchList);
  if (!unlikeList(instance, user.id, list.id)) throw new ApiError(meta.errors.notFavorited);
};
