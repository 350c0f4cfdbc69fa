import { findGalleryPost, unlikeGalleryPost } from '../../../../services/gallery/posts.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { refuseMoved } from '../../pages/shared.js';
import { noSuchPost, postIdParam } from '../shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:gallery-likes',
  errors: {
    noSuchPost: noSuchPost('c32e6dd0-b555-4413-925e-b3757d19ed84'),
    notLiked: {
      message: 'You have not liked that post.',
      code: 'NOT_LIKED',
      id: 'e3e8e06e-be37-41f7-a5b4-87a8250288f0',
    },
  },
} satisfies EndpointMeta;

export const paramDef = postIdParam satisfies ParamDef;

export const handler: SignedInHandler<'gallery/posts/unlike', void> = (ps, { instance, user }) => {
  refuseMoved(instance, user);
  const post = findGalleryPost(instance, ps.postId);
  if (!post) throw new ApiError(meta.errors.noSuchPost);
  if (!unlikeGalleryPost(instance, user.id, post)) throw new ApiError(meta.errors.notLiked);
};
