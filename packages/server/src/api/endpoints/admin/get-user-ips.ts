import { listUserIps, type UserIp } from '../../../services/moderation/user-ips.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

/**
 * The addresses recorded for an account (here: the one it signed up from). Misskey opens it to
 * moderators; its web client shows the list to administrators only, and so does Shiori's.
 */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:user-ips',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { userId: { type: 'string', minLength: 1, maxLength: 64 } },
  required: ['userId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/get-user-ips', UserIp[]> = (ps, { instance }) =>
  listUserIps(instance, ps.userId);
