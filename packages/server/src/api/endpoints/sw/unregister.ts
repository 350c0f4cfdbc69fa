import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';

// As Misskey's, a token is not required: a browser whose account signed out (or was removed)
// can still drop its subscription. Signed in, only the caller's own row goes.
export const meta: EndpointMeta = {
  requireCredential: false,
};

export const paramDef = {
  type: 'object',
  properties: { endpoint: { type: 'string', minLength: 1 } },
  required: ['endpoint'],
} as const satisfies ParamDef;

// Unregistering a subscription that is already gone is not an error: sign-out calls this
// without knowing whether the browser ever subscribed.
export const handler: Handler<'sw/unregister', void> = (ps, { instance, user }) => {
  if (user) instance.swSubscriptions.remove(user.id, ps.endpoint);
  else instance.swSubscriptions.removeByEndpoint(ps.endpoint);
};
