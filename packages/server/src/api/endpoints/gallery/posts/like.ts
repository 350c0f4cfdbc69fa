import { findGalleryPost, likeGalleryPost } from '../../../../services/gallery/posts.js';
import { ownerVisible } from '../../../../services/pages/pages.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { refuseMoved } from '../../pages/shared.js';
import { noSuchPost, postIdParam } from '../shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:gallery-likes',
  errors: {
    noSuchPost: noSuchPost('56c06af3-1287-442f-9701-c93f7c4a62ff'),
    yourPost: {
      message: 'You cannot like your post.',
      code: 'YOUR_POST',
      id: 'f78f1511-5ebc-4478-a888-1198d752da68',
    },
    alreadyLiked: {
      message: 'The post has already been liked.',
      code: 'ALREADY_LIKED',
      id: '40e9ed56-a59c-473a-bf3f-f289c54fb5a7',
    },
  },
} satisfies EndpointMeta;

export const paramDef = postIdParam satisfies ParamDef;

export const handler: SignedInHandler<'gallery/posts/like', void> = (ps, { instance, user }) => {
  refuseMoved(instance, user);
  const post = findGalleryPost(instance, ps.postId);
  if (!post || !ownerVisible(instance.users.findById(post.userId), user)) {
    throw new ApiError(meta.errors.noSuchPost);
  }
  if (post.userId === user.id) throw new ApiError(meta.errors.yourPost);
  if (!likeGalleryPost(instance, user.id, post)) throw new ApiError(meta.errors.alreadyLiked);
};
