import { cancelInvitation, cancelWaiting } from '../../../services/reversi/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { userId: { type: ['string', 'null'] } },
} as const satisfies ParamDef;

/** Withdraws an invitation of `userId`, or (without one) the wait for anyone. */
export const handler: SignedInHandler<'reversi/cancel-match', void> = (ps, { instance, user }) => {
  if (ps.userId) cancelInvitation(instance, user, ps.userId);
  else cancelWaiting(instance, user);
};
