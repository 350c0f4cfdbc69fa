import type { entities } from 'misskey-js';
import { listGalleryPosts } from '../../../../services/gallery/posts.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:gallery',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    sinceId: { type: 'string' },
    untilId: { type: 'string' },
  },
} as const satisfies ParamDef;

/** The signed-in user's own posts, newest first. */
export const handler: SignedInHandler<'i/gallery/posts', entities.GalleryPost[]> = (ps, { instance, user }) =>
  listGalleryPosts(instance, user, {
    userId: user.id,
    limit: ps.limit ?? 10,
    sinceId: ps.sinceId,
    untilId: ps.untilId,
  });
