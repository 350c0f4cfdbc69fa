import type { entities } from 'misskey-js';
import { findOwnList, packList, updateList } from '../../../../services/lists/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { noSuchList } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: { noSuchList: noSuchList('796666fe-3dff-4d39-becb-8a5932c1d5b7') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    listId: { type: 'string' },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    isPublic: { type: 'boolean' },
  },
  required: ['listId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'users/lists/update', entities.UserList> = (ps, { instance, user }) => {
  const list = findOwnList(instance, user.id, ps.listId);
  if (!list) throw new ApiError(meta.errors.noSuchList);
  return packList(instance, updateList(instance, list, { name: ps.name, isPublic: ps.isPublic }));
};
