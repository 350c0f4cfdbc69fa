import type { entities } from 'misskey-js';
import { findGalleryPost, packGalleryPost } from '../../../../services/gallery/posts.js';
import { ownerVisible } from '../../../../services/pages/pages.js';
import type { EndpointMeta, Handler, ParamDef } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { noSuchPost, postIdParam } from '../shared.js';

export const meta = {
  requireCredential: false,
  errors: { noSuchPost: noSuchPost('1137bf14-c5b0-4604-85bb-5b5371b1cd45') },
} satisfies EndpointMeta;

export const paramDef = postIdParam satisfies ParamDef;

/** Anyone may see a post; a suspended owner's only to staff. */
export const handler: Handler<'gallery/posts/show', entities.GalleryPost> = (ps, { instance, user }) => {
  const post = findGalleryPost(instance, ps.postId);
  if (!post || !ownerVisible(instance.users.findById(post.userId), user)) {
    throw new ApiError(meta.errors.noSuchPost);
  }
  const packed = packGalleryPost(instance, post, user);
  if (!packed) throw new ApiError(meta.errors.noSuchPost);
  return packed;
};
