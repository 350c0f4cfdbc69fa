import { listLikedFlashes } from '../../../services/flash.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { pageOf, pageProperties } from '../following/shared.js';

export const meta = {
  requireCredential: true,
  kind: 'read:flash-likes',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { ...pageProperties, search: { type: ['string', 'null'], maxLength: 256 } },
} as const satisfies ParamDef;

/** The plays the signed-in user liked, newest like first (paged by the like's id). */
export const handler: SignedInHandler<'flash/my-likes'> = (ps, { instance, user }) =>
  listLikedFlashes(instance, user, { ...pageOf(ps), search: ps.search?.trim() || null });
