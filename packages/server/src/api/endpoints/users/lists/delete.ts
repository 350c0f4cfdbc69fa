import { deleteList, findOwnList } from '../../../../services/lists/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { listIdParam, noSuchList } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: { noSuchList: noSuchList('78436795-db79-42f5-b1e2-55ea2cf19166') },
} satisfies EndpointMeta;

export const paramDef = listIdParam satisfies ParamDef;

export const handler: SignedInHandler<'users/lists/delete', void> = (ps, { instance, user }) => {
  const list = findOwnList(instance, user.id, ps.listId);
  if (!list) throw new ApiError(meta.errors.noSuchList);
  deleteList(instance, list);
};
