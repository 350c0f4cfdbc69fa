import { ApiError } from '../../../../api/errors.js';
import { findFile } from '../../../../services/drive/repository.js';
import { pageParamDef, queryNotes } from '../../../../services/notes/timelines.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:drive',
  errors: {
    noSuchFile: {
      message: 'No such file.',
      code: 'NO_SUCH_FILE',
      id: 'c118ece3-2e4b-4296-99d1-51756e32d232',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    ...pageParamDef,
    fileId: { type: 'string' },
  },
  required: ['fileId'],
} as const satisfies ParamDef;

/**
 * The notes carrying one of the caller's files (a moderator may ask about anyone's), newest
 * first, through the shared note query so visibility, mutes and blocks apply as everywhere.
 */
export const handler: SignedInHandler<'drive/files/attached-notes'> = (ps, { instance, user }) => {
  const file = findFile(instance.db, ps.fileId);
  const isStaff = user.isAdmin || user.isModerator;
  if (!file || (file.userId !== user.id && !isStaff)) throw new ApiError(meta.errors.noSuchFile);
  return queryNotes(
    instance,
    user,
    {
      where: ['EXISTS (SELECT 1 FROM json_each(n.file_ids) WHERE value = @fileId)'],
      params: { fileId: file.id },
    },
    ps,
  );
};
