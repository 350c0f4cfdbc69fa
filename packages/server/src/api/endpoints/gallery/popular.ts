import type { entities } from 'misskey-js';
import { listPopularGalleryPosts } from '../../../services/gallery/posts.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';

export const meta = {
  requireCredential: false,
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

/** The ten most liked posts of all time, most liked first. */
export const handler: Handler<'gallery/popular', entities.GalleryPost[]> = (_ps, { instance, user }) =>
  listPopularGalleryPosts(instance, user);
