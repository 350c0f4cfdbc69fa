import { markAllNotificationsRead } from '../../../services/notifications.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'write:notifications',
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

export const handler: SignedInHandler<'notifications/mark-all-as-read', void> = (_ps, { instance, user }) => {
  markAllNotificationsRead(instance, user.id);
};
