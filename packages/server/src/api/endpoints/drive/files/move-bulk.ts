import { ApiError } from '../../../../api/errors.js';
import { packDriveFile } from '../../../../services/drive/pack.js';
import { findFolderOf, moveFilesOf } from '../../../../services/drive/repository.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'write:drive',
  errors: {
    // Misskey answers an internal error for an unknown folder; a named error tells the client
    // why (the id is ours).
    noSuchFolder: {
      message: 'No such folder.',
      code: 'NO_SUCH_FOLDER',
      id: 'c4d3a1a0-5b0e-4d67-9f43-6a0fd1f3e2b7',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    fileIds: { type: 'array', uniqueItems: true, minItems: 1, maxItems: 100, items: { type: 'string' } },
    folderId: { type: ['string', 'null'], default: null },
  },
  required: ['fileIds'],
} as const satisfies ParamDef;

/**
 * Moves the caller's files into one of their folders (or the root). Ids of files that are not
 * theirs are skipped silently, as in Misskey; someone else's folder is an unknown one.
 */
export const handler: SignedInHandler<'drive/files/move-bulk', void> = (ps, { instance, user }) => {
  const folderId = ps.folderId ?? null;
  if (folderId !== null && !findFolderOf(instance.db, user.id, folderId))
    throw new ApiError(meta.errors.noSuchFolder);
  const moved = moveFilesOf(instance.db, user.id, ps.fileIds, folderId);
  for (const file of moved) {
    instance.events.publishDriveStream(user.id, 'fileUpdated', packDriveFile(instance, file, { self: true }));
  }
};
