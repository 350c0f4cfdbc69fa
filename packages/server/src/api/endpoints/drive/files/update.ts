import { ApiError } from '../../../../api/errors.js';
import { isValidFileName, MAX_COMMENT_LENGTH } from '../../../../services/drive/add-file.js';
import { packDriveFile } from '../../../../services/drive/pack.js';
import { findFile, findFolderOf, updateFile } from '../../../../services/drive/repository.js';
import { policiesOf } from '../../../../services/notes/policies.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'write:drive',
  errors: {
    invalidFileName: {
      message: 'Invalid file name.',
      code: 'INVALID_FILE_NAME',
      id: '395e7156-f9f0-475e-af89-53c3c23080c2',
    },
    noSuchFile: {
      message: 'No such file.',
      code: 'NO_SUCH_FILE',
      id: 'e7778c7e-3af9-49cd-9690-6dbc3e6c972d',
    },
    accessDenied: {
      message: 'Access denied.',
      code: 'ACCESS_DENIED',
      id: '01a53b27-82fc-445b-a0c1-b558465a8ed2',
    },
    noSuchFolder: {
      message: 'No such folder.',
      code: 'NO_SUCH_FOLDER',
      id: 'ea8fb7a5-af77-4a08-b608-c0218176cd73',
    },
    restrictedByRole: {
      message: 'This feature is restricted by your role.',
      code: 'RESTRICTED_BY_ROLE',
      id: '7f59dccb-f465-75ab-5cf4-3ce44e3282f7',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    fileId: { type: 'string' },
    folderId: { type: ['string', 'null'] },
    name: { type: 'string' },
    isSensitive: { type: 'boolean' },
    comment: { type: ['string', 'null'], maxLength: MAX_COMMENT_LENGTH },
  },
  required: ['fileId'],
} as const satisfies ParamDef;

/**
 * The owner may change everything; a moderator may only mark someone else's file sensitive
 * or not (spec 001 §6), not rename, describe or move it.
 */
export const handler: SignedInHandler<'drive/files/update'> = (ps, { instance, user }) => {
  const file = findFile(instance.db, ps.fileId);
  if (!file) throw new ApiError(meta.errors.noSuchFile);
  const isOwner = file.userId === user.id;
  const isStaff = user.isAdmin || user.isModerator;
  if (!isOwner) {
    const onlySensitivity = ps.name === undefined && ps.comment === undefined && ps.folderId === undefined;
    if (!isStaff || !onlySensitivity) throw new ApiError(meta.errors.accessDenied);
  }

  const next = {
    name: file.name,
    comment: file.comment,
    folderId: file.folderId,
    isSensitive: file.isSensitive,
  };
  if (ps.name !== undefined) {
    if (!isValidFileName(ps.name)) throw new ApiError(meta.errors.invalidFileName);
    next.name = ps.name.trim();
  }
  // Alt text cleared to nothing is stored as no alt text.
  if (ps.comment !== undefined) next.comment = ps.comment === null || ps.comment === '' ? null : ps.comment;
  if (ps.isSensitive !== undefined) {
    if (isOwner && !ps.isSensitive && file.isSensitive && policiesOf(user, instance).alwaysMarkNsfw) {
      throw new ApiError(meta.errors.restrictedByRole);
    }
    next.isSensitive = ps.isSensitive;
  }
  if (ps.folderId !== undefined) {
    if (ps.folderId !== null && !findFolderOf(instance.db, user.id, ps.folderId)) {
      throw new ApiError(meta.errors.noSuchFolder);
    }
    next.folderId = ps.folderId;
  }
  updateFile(instance.db, file.id, next);
  // The owner's drive channel hears of it, whoever changed it (a moderator marking it sensitive).
  instance.events.publishDriveStream(
    file.userId,
    'fileUpdated',
    packDriveFile(instance, { ...file, ...next }, { self: true }),
  );
  return packDriveFile(instance, { ...file, ...next }, { self: isOwner });
};
