import type { entities } from 'misskey-js';
import { findGalleryPost, packGalleryPost, updateGalleryPost } from '../../../../services/gallery/posts.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { refuseMoved } from '../../pages/shared.js';
import { accessDenied, noSuchFile, noSuchPost, ownFileIds, postFieldProperties } from '../shared.js';

// Misskey declares no errors here (someone else's post is silently left alone); ours are explicit.
export const meta = {
  requireCredential: true,
  kind: 'write:gallery',
  limit: { duration: 60 * 60 * 1000, max: 300 },
  errors: {
    noSuchPost: noSuchPost('bbe68ab9-c638-464d-96f2-dab06911befd'),
    accessDenied: accessDenied('f9e75c5a-f0af-4b6b-afe7-a563258f78a3'),
    noSuchFile: noSuchFile('dcba5433-f10f-4e5f-bd13-3afd04b4c075'),
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { postId: { type: 'string' }, ...postFieldProperties },
  required: ['postId'],
} as const satisfies ParamDef;

/**
 * Only the owner may edit; fields left out keep their value (Misskey resets isSensitive to false
 * when it is left out, which would unmark a post by accident: not here).
 */
export const handler: SignedInHandler<'gallery/posts/update', entities.GalleryPost> = (
  ps,
  { instance, user },
) => {
  refuseMoved(instance, user);
  const post = findGalleryPost(instance, ps.postId);
  if (!post) throw new ApiError(meta.errors.noSuchPost);
  if (post.userId !== user.id) throw new ApiError(meta.errors.accessDenied);
  const updated = updateGalleryPost(instance, post, {
    title: ps.title,
    description: ps.description,
    fileIds: ps.fileIds && ownFileIds(instance, user, ps.fileIds, meta.errors.noSuchFile),
    isSensitive: ps.isSensitive,
  });
  return packGalleryPost(instance, updated, user) as entities.GalleryPost;
};
