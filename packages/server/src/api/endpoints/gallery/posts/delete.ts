import { deleteGalleryPost, findGalleryPost } from '../../../../services/gallery/posts.js';
import { logModeration } from '../../../../services/moderation/log.js';
import { staffOf } from '../../../../services/roles.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { accessDenied, noSuchPost, postIdParam } from '../shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:gallery',
  errors: {
    noSuchPost: noSuchPost('ae52f367-4bd7-4ecd-afc6-5672fff427f5'),
    accessDenied: accessDenied('c86e09de-1c48-43ac-a435-1c7e42ed4496'),
  },
} satisfies EndpointMeta;

export const paramDef = postIdParam satisfies ParamDef;

/** The owner deletes their post; a moderator may delete anyone's, and that is logged. */
export const handler: SignedInHandler<'gallery/posts/delete', void> = (ps, { instance, user }) => {
  const post = findGalleryPost(instance, ps.postId);
  if (!post) throw new ApiError(meta.errors.noSuchPost);
  const own = post.userId === user.id;
  const staff = staffOf(instance, user);
  if (!own && !staff.isModerator && !staff.isAdmin) throw new ApiError(meta.errors.accessDenied);
  deleteGalleryPost(instance, post);
  if (!own) {
    const owner = instance.users.findById(post.userId);
    logModeration(instance, user, 'deleteGalleryPost', {
      postId: post.id,
      postUserId: post.userId,
      postUserUsername: owner?.username ?? '',
      post,
    });
  }
};
