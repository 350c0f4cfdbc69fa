import type { entities } from 'misskey-js';
import { listGalleryLikes } from '../../../../services/gallery/posts.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:gallery-likes',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    sinceId: { type: 'string' },
    untilId: { type: 'string' },
  },
} as const satisfies ParamDef;

/** The posts the user liked, newest like first, each with the like's id (the paging key). */
export const handler: SignedInHandler<'i/gallery/likes', entities.IGalleryLikesResponse> = (
  ps,
  { instance, user },
) => listGalleryLikes(instance, user, { limit: ps.limit ?? 10, sinceId: ps.sinceId, untilId: ps.untilId });
