import { requestPasswordReset } from '../../services/mail/index.js';
import type { EndpointMeta, Handler, ParamDef } from '../endpoint.js';

export const meta = {
  requireCredential: false,
  // Misskey's limit: three requests an hour per client address.
  limit: { duration: 60 * 60 * 1000, max: 3 },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    username: { type: 'string' },
    email: { type: 'string' },
  },
  required: ['username', 'email'],
} as const satisfies ParamDef;

// Always 204, at once: whether the name and address matched (and a mail went out) never shows.
export const handler: Handler<'request-reset-password', void> = (ps, { instance }) => {
  requestPasswordReset(instance, ps.username.trim().replace(/^@/, ''), ps.email.trim());
};
