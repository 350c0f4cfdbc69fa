import { revokeAppToken } from '../../../services/apps/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  secure: true,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    tokenId: { type: 'string', maxLength: 64 },
    token: { type: ['string', 'null'], maxLength: 256 },
  },
  anyOf: [{ required: ['tokenId'] }, { required: ['token'] }],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'i/revoke-token', void> = (ps, { instance, user }) => {
  revokeAppToken(instance, user.id, ps);
};
