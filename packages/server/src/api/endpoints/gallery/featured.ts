import type { entities } from 'misskey-js';
import { listFeaturedGalleryPosts } from '../../../services/gallery/posts.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';

export const meta = {
  requireCredential: false,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    untilId: { type: 'string' },
  },
} as const satisfies ParamDef;

/** The posts most liked in their first days (Misskey's ranking), newest first. */
export const handler: Handler<'gallery/featured', entities.GalleryPost[]> = (ps, { instance, user }) =>
  listFeaturedGalleryPosts(instance, user, { limit: ps.limit ?? 10, untilId: ps.untilId });
