import { isMember, setMemberWithReplies } from '../../../../services/lists/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { noSuchList, noSuchUser, ownListAndUser } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: {
    noSuchList: noSuchList('7f44670e-ab16-43b8-b4c1-ccd2ee89cc02'),
    noSuchUser: noSuchUser('588e7f72-c744-4a61-b180-d354e912bda2'),
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    listId: { type: 'string' },
    userId: { type: 'string' },
    withReplies: { type: 'boolean' },
  },
  required: ['listId', 'userId'],
} as const satisfies ParamDef;

/**
 * Deviation: for a user who is not on the list Misskey fails with an internal error (500);
 * this instance answers the endpoint's NO_SUCH_USER instead, which is what the caller meant.
 */
export const handler: SignedInHandler<'users/lists/update-membership', void> = (ps, { instance, user }) => {
  const { list, target } = ownListAndUser(instance, user, ps, meta.errors);
  if (!isMember(instance, list.id, target.id)) throw new ApiError(meta.errors.noSuchUser);
  if (ps.withReplies !== undefined) setMemberWithReplies(instance, list.id, target.id, ps.withReplies);
};
