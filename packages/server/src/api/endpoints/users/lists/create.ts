import type { entities } from 'misskey-js';
import { countLists, createList, packList } from '../../../../services/lists/index.js';
import { policiesOf } from '../../../../services/notes/policies.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: {
    tooManyUserLists: {
      message: 'You cannot create user list any more.',
      code: 'TOO_MANY_USERLISTS',
      id: '0cf21a28-7715-4f39-a20d-777bfdb8d138',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 1, maxLength: 100 } },
  required: ['name'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'users/lists/create', entities.UserList> = (ps, { instance, user }) => {
  if (countLists(instance, user.id) >= policiesOf(user, instance).userListLimit) {
    throw new ApiError(meta.errors.tooManyUserLists);
  }
  return packList(instance, createList(instance, user.id, ps.name));
};
