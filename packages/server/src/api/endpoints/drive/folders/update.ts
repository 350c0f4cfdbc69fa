import { ApiError } from '../../../../api/errors.js';
import { packDriveFolder } from '../../../../services/drive/pack.js';
import { findFolderOf, isFolderWithin, updateFolder } from '../../../../services/drive/repository.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'write:drive',
  errors: {
    noSuchFolder: {
      message: 'No such folder.',
      code: 'NO_SUCH_FOLDER',
      id: 'f7974dac-2c0d-4a27-926e-23583b28e98e',
    },
    noSuchParentFolder: {
      message: 'No such parent folder.',
      code: 'NO_SUCH_PARENT_FOLDER',
      id: 'ce104e3a-faaf-49d5-b459-10ff0cbbcaa1',
    },
    recursiveNesting: {
      message: 'It can not be structured like nesting folders recursively.',
      code: 'RECURSIVE_NESTING',
      id: 'dbeb024837894013aed44279f9199740',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    folderId: { type: 'string' },
    name: { type: 'string', maxLength: 200 },
    parentId: { type: ['string', 'null'] },
  },
  required: ['folderId'],
} as const satisfies ParamDef;

/**
 * Renames and/or moves one of the caller's folders. Someone else's folder is answered as an
 * unknown one, so ids cannot be probed. As in Misskey, an empty name leaves the name as it is.
 */
export const handler: SignedInHandler<'drive/folders/update'> = (ps, { instance, user }) => {
  const folder = findFolderOf(instance.db, user.id, ps.folderId);
  if (!folder) throw new ApiError(meta.errors.noSuchFolder);

  const next = { name: folder.name, parentId: folder.parentId };
  const name = ps.name?.trim();
  if (name) next.name = name;
  if (ps.parentId !== undefined) {
    if (ps.parentId === null) {
      next.parentId = null;
    } else {
      if (ps.parentId === folder.id) throw new ApiError(meta.errors.recursiveNesting);
      if (!findFolderOf(instance.db, user.id, ps.parentId))
        throw new ApiError(meta.errors.noSuchParentFolder);
      // Moving a folder under one of its own descendants would detach the whole branch.
      if (isFolderWithin(instance.db, ps.parentId, folder.id))
        throw new ApiError(meta.errors.recursiveNesting);
      next.parentId = ps.parentId;
    }
  }
  updateFolder(instance.db, folder.id, next);
  const packed = packDriveFolder(instance, { ...folder, ...next });
  instance.events.publishDriveStream(user.id, 'folderUpdated', packed);
  return packed;
};
