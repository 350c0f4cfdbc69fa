import { ApiError } from '../../../../api/errors.js';
import { deleteDriveFile } from '../../../../services/drive/delete-file.js';
import { findFile } from '../../../../services/drive/repository.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'write:drive',
  errors: {
    noSuchFile: {
      message: 'No such file.',
      code: 'NO_SUCH_FILE',
      id: '908939ec-e52b-4458-b395-1025195cea58',
    },
    accessDenied: {
      message: 'Access denied.',
      code: 'ACCESS_DENIED',
      id: '5eb8d909-2540-4970-90b8-dd6f86088121',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { fileId: { type: 'string' } },
  required: ['fileId'],
} as const satisfies ParamDef;

/** The owner or a moderator; the file leaves every note that carried it. */
export const handler: SignedInHandler<'drive/files/delete', void> = async (ps, { instance, user }) => {
  const file = findFile(instance.db, ps.fileId);
  if (!file) throw new ApiError(meta.errors.noSuchFile);
  if (file.userId !== user.id && !user.isAdmin && !user.isModerator)
    throw new ApiError(meta.errors.accessDenied);
  await deleteDriveFile(instance, file);
};
