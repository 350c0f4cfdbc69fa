import { unsuspendUser } from '../../../services/moderation/users.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { noSuchUser, targetUser } from './users-shared/target.js';

/** Lifts a suspension: the account's tokens work again and its notes return to timelines. */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:unsuspend-user',
  errors: { noSuchUser: noSuchUser('c61d0b4a-8e27-4f3c-b5a9-0e2d6f8a1c37') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { userId: { type: 'string' } },
  required: ['userId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/unsuspend-user', void> = (ps, { instance, user: me }) => {
  const user = targetUser(instance, ps.userId, meta.errors.noSuchUser);
  if (user.isSuspended) unsuspendUser(instance, me, user);
};
