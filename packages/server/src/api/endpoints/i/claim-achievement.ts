import { ACHIEVEMENT_NAMES, grantAchievement } from '../../../services/achievements/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = { requireCredential: true, kind: 'write:account' } satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { name: { type: 'string', enum: ACHIEVEMENT_NAMES } },
  required: ['name'],
} as const satisfies ParamDef;

/**
 * The client claims an achievement its own rules found (spec 001 §4). A name outside the
 * catalogue fails validation; claiming one already held changes nothing and tells no one.
 */
export const handler: SignedInHandler<'i/claim-achievement', void> = (ps, { instance, user }) => {
  grantAchievement(instance, user.id, ps.name);
};
