import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta: EndpointMeta = {
  requireCredential: true,
};

export const paramDef = {
  type: 'object',
  properties: { endpoint: { type: 'string', minLength: 1 } },
  required: ['endpoint'],
} as const satisfies ParamDef;

// Unregistering a subscription that is already gone is not an error: sign-out calls this
// without knowing whether the browser ever subscribed.
export const handler: SignedInHandler<'sw/unregister', void> = (ps, { instance, user }) => {
  instance.swSubscriptions.remove(user.id, ps.endpoint);
};
