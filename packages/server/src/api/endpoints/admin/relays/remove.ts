import { removeRelay } from '../../../../services/relays/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { invalidParam } from '../../../errors.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:relays',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { inbox: { type: 'string' } },
  required: ['inbox'],
} as const satisfies ParamDef;

/**
 * Forgets the relay of that inbox. Misskey fails with an internal error when there is none
 * (no error id of its own); here that is a parameter error instead of a 500.
 */
export const handler: SignedInHandler<'admin/relays/remove', void> = (ps, { instance }) => {
  if (!removeRelay(instance.db, ps.inbox)) throw invalidParam('inbox', 'no relay has this inbox');
};
