import type { entities } from 'misskey-js';
import { listsOf, packList } from '../../../../services/lists/index.js';
import type { EndpointMeta, Handler, ParamDef } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { noSuchUser } from './shared.js';

export const meta = {
  requireCredential: false,
  kind: 'read:account',
  errors: {
    noSuchUser: noSuchUser('a8af4a82-0980-4cc4-a6af-8b0ffd54465e'),
    remoteUser: {
      message: "Not allowed to load the remote user's list",
      code: 'REMOTE_USER_NOT_ALLOWED',
      id: '53858f1b-3315-4a01-81b7-db9b48d4b79a',
    },
    invalidParam: {
      message: 'Invalid param.',
      code: 'INVALID_PARAM',
      id: 'ab36de0e-29e9-48cb-9732-d82f1281620d',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { userId: { type: 'string' } },
  required: [],
} as const satisfies ParamDef;

/**
 * Without userId: all of the caller's lists. With userId: that user's public lists only, even
 * when it is the caller (Misskey's rule, which the public profile relies on).
 */
export const handler: Handler<'users/lists/list', entities.UserList[]> = (ps, { instance, user }) => {
  let ownerId: string;
  if (ps.userId !== undefined) {
    const owner = instance.users.findById(ps.userId);
    if (!owner || owner.isDeleted) throw new ApiError(meta.errors.noSuchUser);
    if (owner.host !== null) throw new ApiError(meta.errors.remoteUser);
    ownerId = owner.id;
  } else if (user) {
    ownerId = user.id;
  } else {
    throw new ApiError(meta.errors.invalidParam);
  }
  return listsOf(instance, ownerId, ps.userId !== undefined).map((list) => packList(instance, list));
};
