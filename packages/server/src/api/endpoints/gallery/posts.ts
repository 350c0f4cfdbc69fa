import type { entities } from 'misskey-js';
import { listGalleryPosts } from '../../../services/gallery/posts.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';

// No credential and no kind, as in Misskey: everyone's recent posts are public.
export const meta = {} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    sinceId: { type: 'string' },
    untilId: { type: 'string' },
  },
} as const satisfies ParamDef;

/** Everyone's posts, newest first. */
export const handler: Handler<'gallery/posts', entities.GalleryPost[]> = (ps, { instance, user }) =>
  listGalleryPosts(instance, user, { limit: ps.limit ?? 10, sinceId: ps.sinceId, untilId: ps.untilId });
