import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

// Misskey's: whether this browser's subscription is registered for the caller (null if not).
export const meta: EndpointMeta = {
  requireCredential: true,
  secure: true,
};

export const paramDef = {
  type: 'object',
  properties: { endpoint: { type: 'string' } },
  required: ['endpoint'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'sw/show-registration'> = (ps, { instance, user }) => {
  const found = instance.swSubscriptions.find(user.id, ps.endpoint);
  return found
    ? { userId: found.userId, endpoint: found.endpoint, sendReadMessage: found.sendReadMessage }
    : null;
};
