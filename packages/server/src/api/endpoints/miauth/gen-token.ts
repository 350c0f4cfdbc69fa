import { grantMiAuth } from '../../../services/apps/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

// Only the user's own session may grant tokens: an app must not mint itself wider ones.
export const meta = {
  requireCredential: true,
  secure: true,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    session: { type: ['string', 'null'], maxLength: 256 },
    name: { type: ['string', 'null'], maxLength: 256 },
    description: { type: ['string', 'null'], maxLength: 2048 },
    iconUrl: { type: ['string', 'null'], maxLength: 2048 },
    permission: { type: 'array', uniqueItems: true, maxItems: 256, items: { type: 'string', maxLength: 64 } },
  },
  required: ['session', 'permission'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'miauth/gen-token'> = (ps, { instance, user }) => ({
  token: grantMiAuth(instance, ps.session, {
    userId: user.id,
    permission: ps.permission,
    name: ps.name,
    description: ps.description,
    iconUrl: ps.iconUrl,
  }),
});
