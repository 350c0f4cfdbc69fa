import { ApiError } from '../../../../api/errors.js';
import { packDriveFolder } from '../../../../services/drive/pack.js';
import { findFolderOf } from '../../../../services/drive/repository.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:drive',
  errors: {
    noSuchFolder: {
      message: 'No such folder.',
      code: 'NO_SUCH_FOLDER',
      id: 'd74ab9eb-bb09-4bba-bf24-fb58f761e1e9',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { folderId: { type: 'string' } },
  required: ['folderId'],
} as const satisfies ParamDef;

/** One of the caller's folders with its counts; anyone else's is unknown to them. */
export const handler: SignedInHandler<'drive/folders/show'> = (ps, { instance, user }) => {
  const folder = findFolderOf(instance.db, user.id, ps.folderId);
  if (!folder) throw new ApiError(meta.errors.noSuchFolder);
  return packDriveFolder(instance, folder, { detail: true });
};
