import { ApiError } from '../../../../api/errors.js';
import { packDriveFolder } from '../../../../services/drive/pack.js';
import { type DriveFolderRow, findFolderOf, insertFolder } from '../../../../services/drive/repository.js';
import { genId } from '../../../../services/ids.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'write:drive',
  limit: { duration: 60 * 60 * 1000, max: 10 },
  errors: {
    noSuchFolder: {
      message: 'No such folder.',
      code: 'NO_SUCH_FOLDER',
      id: '53326628-a00d-40a6-a3cd-8975105c0f95',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200, default: 'Untitled' },
    parentId: { type: ['string', 'null'] },
  },
} as const satisfies ParamDef;

export const handler: SignedInHandler<'drive/folders/create'> = (ps, { instance, user }) => {
  let parentId: string | null = null;
  if (ps.parentId) {
    if (!findFolderOf(instance.db, user.id, ps.parentId)) throw new ApiError(meta.errors.noSuchFolder);
    parentId = ps.parentId;
  }
  const folder: DriveFolderRow = {
    id: genId(),
    createdAt: new Date().toISOString(),
    userId: user.id,
    parentId,
    name: ps.name ?? 'Untitled',
  };
  insertFolder(instance.db, folder);
  const packed = packDriveFolder(instance, folder);
  instance.events.publishDriveStream(user.id, 'folderCreated', packed);
  return packed;
};
