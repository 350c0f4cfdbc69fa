import { listAppTokens } from '../../../services/apps/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  secure: true,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { sort: { type: 'string', enum: ['+createdAt', '-createdAt', '+lastUsedAt', '-lastUsedAt'] } },
} as const satisfies ParamDef;

export const handler: SignedInHandler<'i/apps'> = (ps, { instance, user }) =>
  listAppTokens(instance, user.id, ps.sort);
