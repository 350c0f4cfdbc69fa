import type { UserRow } from '../../../db/users.js';
import type { InstanceContext } from '../../../services/context.js';
import { findFilesOf } from '../../../services/drive/repository.js';
import { ApiError, type ApiErrorDef } from '../../errors.js';

/** Misskey gives every endpoint its own id for the same error; these build the entries. */
export const noSuchPost = (id: string): ApiErrorDef => ({
  message: 'No such post.',
  code: 'NO_SUCH_POST',
  id,
});
export const accessDenied = (id: string): ApiErrorDef => ({
  message: 'Access denied.',
  code: 'ACCESS_DENIED',
  id,
});

/**
 * Ours: Misskey fails with a bare server error when none of the files is the poster's and drops
 * the others silently; here every file must be the poster's own, or nothing is written.
 */
export const noSuchFile = (id: string): ApiErrorDef => ({
  message: 'No such file.',
  code: 'NO_SUCH_FILE',
  id,
});

export const postIdParam = {
  type: 'object',
  properties: { postId: { type: 'string' } },
  required: ['postId'],
} as const;

export const postFieldProperties = {
  title: { type: 'string', minLength: 1, maxLength: 256 },
  description: { type: ['string', 'null'], maxLength: 2048 },
  fileIds: { type: 'array', uniqueItems: true, minItems: 1, maxItems: 32, items: { type: 'string' } },
  isSensitive: { type: 'boolean' },
} as const;

/** The ids, in the poster's order, when every one is a file of the poster's drive. */
export function ownFileIds(
  instance: InstanceContext,
  user: UserRow,
  ids: string[],
  error: ApiErrorDef,
): string[] {
  if (findFilesOf(instance.db, user.id, ids).length !== ids.length) throw new ApiError(error);
  return ids;
}
