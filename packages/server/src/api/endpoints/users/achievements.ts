import type { entities } from 'misskey-js';
import { achievementsOf } from '../../../services/achievements/index.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { findVisibleUser } from '../following/shared.js';

export const meta = { requireCredential: false } satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { userId: { type: 'string' } },
  required: ['userId'],
} as const satisfies ParamDef;

/** A user's achievements in the order earned (public, as in Misskey); an unknown user has none. */
export const handler: Handler<'users/achievements', entities.Achievement[]> = (ps, { instance, user }) => {
  const owner = findVisibleUser(instance, ps.userId, user);
  if (!owner) return [];
  return achievementsOf(instance.db, owner.id);
};
