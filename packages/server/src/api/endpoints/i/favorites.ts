import type { entities } from 'misskey-js';
import { listFavorites } from '../../../services/favorites.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { pageProperties } from '../following/shared.js';

export const meta = {
  requireCredential: true,
  kind: 'read:favorites',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { ...pageProperties },
} as const satisfies ParamDef;

/** The signed-in user's favorites they may still see, newest first. */
export const handler: SignedInHandler<'i/favorites', entities.NoteFavorite[]> = (ps, { instance, user }) =>
  listFavorites(instance, user, {
    limit: ps.limit ?? 10,
    sinceId: ps.sinceId,
    untilId: ps.untilId,
    sinceDate: ps.sinceDate,
    untilDate: ps.untilDate,
  });
