import { deleteAccount } from '../../../services/delete-account.js';
import { aboutUser, logModeration } from '../../../services/moderation/log.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { noSuchUser, targetUser } from './users-shared/target.js';

/**
 * Deletes an account and everything it made, all at once (services/delete-account.ts).
 * Administrators only, as in Misskey; an administrator cannot delete their own account here.
 */
export const meta = {
  requireCredential: true,
  requireAdmin: true,
  kind: 'write:admin:delete-account',
  errors: {
    noSuchUser: noSuchUser('3a9e1c7d-6f4b-4d28-8b05-e2c9a7f1d364'),
    cannotDeleteSelf: {
      message: 'Use the account settings to delete your own account.',
      code: 'CANNOT_DELETE_SELF',
      id: 'b7d4e2a9-1c6f-4e83-9a50-6f2b8d3c1e97',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { userId: { type: 'string' } },
  required: ['userId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/delete-account', void> = async (ps, { instance, user: me }) => {
  const user = targetUser(instance, ps.userId, meta.errors.noSuchUser);
  if (user.id === me.id) throw new ApiError(meta.errors.cannotDeleteSelf);
  // Streams close first: the account's sockets must not outlive it.
  instance.events.publishTokensRevoked(user.id);
  await deleteAccount(instance, user);
  logModeration(instance, me, 'deleteAccount', aboutUser(user));
};
