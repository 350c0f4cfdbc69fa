import { ApiError } from '../../../../api/errors.js';
import { deleteFolderRow, findFolderOf, folderCounts } from '../../../../services/drive/repository.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'write:drive',
  errors: {
    noSuchFolder: {
      message: 'No such folder.',
      code: 'NO_SUCH_FOLDER',
      id: '1069098f-c281-440f-b085-f9932edbe091',
    },
    hasChildFilesOrFolders: {
      message: 'This folder has child files or folders.',
      code: 'HAS_CHILD_FILES_OR_FOLDERS',
      id: 'b0fc8a17-963c-405d-bfbc-859a487295e1',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { folderId: { type: 'string' } },
  required: ['folderId'],
} as const satisfies ParamDef;

/**
 * Only the owner, and only an empty folder: the database would cascade to subfolders and
 * unfile their files, so refusing is what keeps anything from disappearing by surprise.
 */
export const handler: SignedInHandler<'drive/folders/delete', void> = (ps, { instance, user }) => {
  const folder = findFolderOf(instance.db, user.id, ps.folderId);
  if (!folder) throw new ApiError(meta.errors.noSuchFolder);
  const { foldersCount, filesCount } = folderCounts(instance.db, folder.id);
  if (foldersCount > 0 || filesCount > 0) throw new ApiError(meta.errors.hasChildFilesOrFolders);
  deleteFolderRow(instance.db, folder.id);
  instance.events.publishDriveStream(user.id, 'folderDeleted', folder.id);
};
