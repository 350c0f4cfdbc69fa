import { deleteAllFilesOf } from '../../../services/moderation/users.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { noSuchUser, targetUser } from './users-shared/target.js';

/** Deletes every drive file of the user (administrators only, as in Misskey; not logged there either). */
export const meta = {
  requireCredential: true,
  requireAdmin: true,
  kind: 'write:admin:delete-all-files-of-a-user',
  errors: { noSuchUser: noSuchUser('5c0a7e39-d4b1-4f26-8e9a-3b6f1d2c7a54') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { userId: { type: 'string' } },
  required: ['userId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/delete-all-files-of-a-user', void> = async (
  ps,
  { instance },
) => {
  const user = targetUser(instance, ps.userId, meta.errors.noSuchUser);
  await deleteAllFilesOf(instance, user);
};
