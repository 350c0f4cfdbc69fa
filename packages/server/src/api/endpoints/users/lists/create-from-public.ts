import type { entities } from 'misskey-js';
import {
  countLists,
  createList,
  findPublicList,
  memberIds,
  packList,
  pushMember,
} from '../../../../services/lists/index.js';
import { policiesOf } from '../../../../services/notes/policies.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { findVisibleUser } from '../../following/shared.js';
import { noSuchList, noSuchUser, throwPushRefusal } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: {
    tooManyUserLists: {
      message: 'You cannot create user list any more.',
      code: 'TOO_MANY_USERLISTS',
      id: 'e9c105b2-c595-47de-97fb-7f7c2c33e92f',
    },
    noSuchList: noSuchList('9292f798-6175-4f7d-93f4-b6742279667d'),
    noSuchUser: noSuchUser('13c457db-a8cb-4d88-b70a-211ceeeabb5f'),
    alreadyAdded: {
      message: 'That user has already been added to that list.',
      code: 'ALREADY_ADDED',
      id: 'c3ad6fdb-692b-47ee-a455-7bd12c7af615',
    },
    youHaveBeenBlocked: {
      message: 'You cannot push this user because you have been blocked by this user.',
      code: 'YOU_HAVE_BEEN_BLOCKED',
      id: 'a2497f2a-2389-439c-8626-5298540530f4',
    },
    tooManyUsers: {
      message: 'You can not push users any more.',
      code: 'TOO_MANY_USERS',
      id: '1845ea77-38d1-426e-8e4e-8b83b24f5bd7',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    listId: { type: 'string' },
  },
  required: ['name', 'listId'],
} as const satisfies ParamDef;

/**
 * A private copy of someone's public list: the same members, under the caller's name. As in
 * Misskey, each member passes push's checks, and the copy is all or nothing (one transaction).
 */
export const handler: SignedInHandler<'users/lists/create-from-public', entities.UserList> = (
  ps,
  { instance, user },
) => {
  const source = findPublicList(instance, ps.listId);
  if (!source) throw new ApiError(meta.errors.noSuchList);
  if (countLists(instance, user.id) >= policiesOf(user, instance).userListLimit) {
    throw new ApiError(meta.errors.tooManyUserLists);
  }
  return instance.db.transaction(() => {
    const copy = createList(instance, user.id, ps.name);
    for (const memberId of memberIds(instance, source.id)) {
      const member = findVisibleUser(instance, memberId, user);
      if (!member) throw new ApiError(meta.errors.noSuchUser);
      throwPushRefusal(pushMember(instance, user, copy, member), meta.errors);
    }
    return packList(instance, copy);
  })();
};
