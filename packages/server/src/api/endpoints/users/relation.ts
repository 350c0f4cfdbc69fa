import { relationOf } from '../../../services/follows.js';
import type { EndpointMeta, ParamDef, ResponseOf, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:account',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    userId: {
      anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' }, maxItems: 100 }],
    },
  },
  required: ['userId'],
} as const satisfies ParamDef;

/** How the signed-in user stands to one user, or to each of several (same order). */
export const handler: SignedInHandler<'users/relation'> = (
  ps,
  { instance, user: me },
): ResponseOf<'users/relation'> => {
  if (Array.isArray(ps.userId)) return ps.userId.map((id) => relationOf(instance, me.id, id));
  return relationOf(instance, me.id, ps.userId);
};
