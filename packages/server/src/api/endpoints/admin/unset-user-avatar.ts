import { unsetUserPicture } from '../../../services/moderation/users.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { noSuchUser, targetUser } from './users-shared/target.js';

/** Removes the user's avatar (the file stays in their drive); logged only when there was one. */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:unset-user-avatar',
  errors: { noSuchUser: noSuchUser('2f6b8c14-9a3e-4d70-b5c1-8e4d2a9f0b63') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { userId: { type: 'string' } },
  required: ['userId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/unset-user-avatar', void> = (ps, { instance, user: me }) => {
  const user = targetUser(instance, ps.userId, meta.errors.noSuchUser);
  unsetUserPicture(instance, me, user, 'avatar');
};
