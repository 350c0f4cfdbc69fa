import { pushMember } from '../../../../services/lists/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { listUserParams, noSuchList, noSuchUser, ownListAndUser, throwPushRefusal } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  limit: { duration: 60 * 60 * 1000, max: 30 },
  errors: {
    noSuchList: noSuchList('2214501d-ac96-4049-b717-91e42272a711'),
    noSuchUser: noSuchUser('a89abd3d-f0bc-4cce-beb1-2f446f4f1e6a'),
    alreadyAdded: {
      message: 'That user has already been added to that list.',
      code: 'ALREADY_ADDED',
      id: '1de7c884-1595-49e9-857e-61f12f4d4fc5',
    },
    youHaveBeenBlocked: {
      message: 'You cannot push this user because you have been blocked by this user.',
      code: 'YOU_HAVE_BEEN_BLOCKED',
      id: '990232c5-3f9d-4d83-9f3f-ef27b6332a4b',
    },
    tooManyUsers: {
      message: 'You can not push users any more.',
      code: 'TOO_MANY_USERS',
      id: '2dd9752e-a338-413d-8eec-41814430989b',
    },
  },
} satisfies EndpointMeta;

export const paramDef = listUserParams satisfies ParamDef;

export const handler: SignedInHandler<'users/lists/push', void> = (ps, { instance, user }) => {
  const { list, target } = ownListAndUser(instance, user, ps, meta.errors);
  throwPushRefusal(pushMember(instance, user, list, target), meta.errors);
};
