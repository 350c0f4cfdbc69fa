import type { entities } from 'misskey-js';
import { listGalleryPosts } from '../../../../services/gallery/posts.js';
import type { EndpointMeta, Handler, ParamDef } from '../../../endpoint.js';
import { findVisibleUser } from '../../following/shared.js';

// No kind, as in Misskey: a public list.
export const meta = {} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    userId: { type: 'string' },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    sinceId: { type: 'string' },
    untilId: { type: 'string' },
  },
  required: ['userId'],
} as const satisfies ParamDef;

/** A user's posts, newest first; a suspended or unknown user has none to show. */
export const handler: Handler<'users/gallery/posts', entities.GalleryPost[]> = (ps, { instance, user }) => {
  if (!findVisibleUser(instance, ps.userId, user)) return [];
  return listGalleryPosts(instance, user, {
    userId: ps.userId,
    limit: ps.limit ?? 10,
    sinceId: ps.sinceId,
    untilId: ps.untilId,
  });
};
