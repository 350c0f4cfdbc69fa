import { genId } from '../../../services/ids.js';
import { vapidKeys } from '../../../services/push/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

// Misskey's: a browser's push subscription for the caller; only their own session (secure).
export const meta: EndpointMeta = {
  requireCredential: true,
  secure: true,
};

export const paramDef = {
  type: 'object',
  properties: {
    endpoint: { type: 'string' },
    auth: { type: 'string' },
    publickey: { type: 'string' },
    sendReadMessage: { type: 'boolean', default: false },
  },
  required: ['endpoint', 'auth', 'publickey'],
} as const satisfies ParamDef;

// The same subscription again (same endpoint and keys) is `already-subscribed`, as Misskey
// answers; the same endpoint with new keys replaces the old row (the browser renewed it).
export const handler: SignedInHandler<'sw/register'> = (ps, { instance, user }) => {
  const key = vapidKeys(instance.db).publicKey;
  const existing = instance.swSubscriptions.find(user.id, ps.endpoint);
  if (existing && existing.auth === ps.auth && existing.publickey === ps.publickey) {
    return {
      state: 'already-subscribed',
      key,
      userId: user.id,
      endpoint: existing.endpoint,
      sendReadMessage: existing.sendReadMessage,
    };
  }
  const sendReadMessage = ps.sendReadMessage ?? false;
  instance.swSubscriptions.insert({
    id: genId(),
    userId: user.id,
    endpoint: ps.endpoint,
    auth: ps.auth,
    publickey: ps.publickey,
    sendReadMessage,
    createdAt: new Date().toISOString(),
  });
  return { state: 'subscribed', key, userId: user.id, endpoint: ps.endpoint, sendReadMessage };
};
