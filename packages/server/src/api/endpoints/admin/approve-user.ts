import { approveUser } from '../../../services/signup-approval/index.js';
import type { CallContext, EndpointMeta, ParamDef } from '../../endpoint.js';
import { noSuchUser, targetUser } from './users-shared/target.js';

/**
 * Lets an account that signed up by approval sign in (services/signup-approval). A Misskey
 * fork's endpoint (misskey-js does not declare it): moderators, logged as `approve`.
 */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:approve-user',
  errors: {
    noSuchUser: noSuchUser('e2b7c4a9-3d58-4f16-8a0e-6c9d1b5f7a23'),
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { userId: { type: 'string' } },
  required: ['userId'],
} as const satisfies ParamDef;

export function handler(rawParams: Record<string, unknown>, { instance, user: me }: CallContext): null {
  const user = targetUser(instance, String(rawParams.userId), meta.errors.noSuchUser);
  // requireModerator: the router has made sure of a signed-in moderator.
  if (me) approveUser(instance, me, user);
  return null;
}
