import { createNotification } from '../../../services/notifications.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

// Misskey's: a `test` notification to oneself, to see how notifications arrive.
export const meta = {
  requireCredential: true,
  kind: 'write:notifications',
  limit: { duration: 60 * 1000, max: 10 },
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

export const handler: SignedInHandler<'notifications/test-notification', void> = (
  _ps,
  { instance, user },
) => {
  createNotification(instance, user.id, 'test');
};
