import { findPublicList, likeList } from '../../../../services/lists/index.js';
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
      id: '7dbaf3cf-7b42-4b8f-b431-b3919e580dbe',
    },
    alreadyFavorited: {
      message: 'The list has already been favorited.',
      code: 'ALREADY_FAVORITED',
      id: '6425bba0-985b-461e-af1b-518070e72081',
    },
  },
} satisfies EndpointMeta;

export const paramDef = listIdParam satisfies ParamDef;

/** Only public lists can be liked (one's own too, as in Misskey). */
export const handler: SignedInHandler<'users/lists/favorite', void> = (ps, { instance, user }) => {
  const list = findPublicList(instance, ps.listId);
  if (!list) throw new ApiError(meta.errors.noSuchList);
  if (!likeList(instance, user.id, list.id)) throw new ApiError(meta.errors.alreadyFavorited);
};
