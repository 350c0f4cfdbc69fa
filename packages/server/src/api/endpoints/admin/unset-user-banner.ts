import { unsetUserPicture } from '../../../services/moderation/users.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { noSuchUser, targetUser } from './users-shared/target.js';

/** Removes the user's banner (the file stays in their drive); logged only when there was one. */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:unset-user-banner',
  errors: { noSuchUser: noSuchUser('9d1e4a7c-3b52-4e8f-a6d0-1c7f5b3e8a29') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { userId: { type: 'string' } },
  required: ['userId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/unset-user-banner', void> = (ps, { instance, user: me }) => {
  const user = targetUser(instance, ps.userId, meta.errors.noSuchUser);
  unsetUserPicture(instance, me, user, 'banner');
};
