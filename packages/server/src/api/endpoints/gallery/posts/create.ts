import type { entities } from 'misskey-js';
import { createGalleryPost, packGalleryPost } from '../../../../services/gallery/posts.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { refuseMoved } from '../../pages/shared.js';
import { noSuchFile, ownFileIds, postFieldProperties } from '../shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:gallery',
  limit: { duration: 60 * 60 * 1000, max: 20 },
  errors: { noSuchFile: noSuchFile('c1677fd6-ffc8-4d68-b842-d4051f7ad599') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { ...postFieldProperties, isSensitive: { type: 'boolean', default: false } },
  required: ['title', 'fileIds'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'gallery/posts/create', entities.GalleryPost> = (
  ps,
  { instance, user },
) => {
  refuseMoved(instance, user);
  const post = createGalleryPost(instance, user, {
    title: ps.title,
    description: ps.description ?? null,
    fileIds: ownFileIds(instance, user, ps.fileIds, meta.errors.noSuchFile),
    isSensitive: ps.isSensitive ?? false,
  });
  return packGalleryPost(instance, post, user) as entities.GalleryPost;
};
