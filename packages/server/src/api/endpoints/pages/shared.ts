import type { UserRow } from '../../../db/users.js';
import type { InstanceContext } from '../../../services/context.js';
import { driveErrors } from '../../../services/drive/errors.js';
import { findFilesOf } from '../../../services/drive/repository.js';
import { accountStanding } from '../../../services/notes/standing.js';
import { checkBlocks, cleanBlocks, imageFileIds } from '../../../services/pages/blocks.js';
import type { PageFields } from '../../../services/pages/pages.js';
import { ApiError, type ApiErrorDef, invalidParam } from '../../errors.js';

/** Misskey gives every endpoint its own id for the same error; these build the entries. */
export const noSuchPage = (id: string): ApiErrorDef => ({
  message: 'No such page.',
  code: 'NO_SUCH_PAGE',
  id,
});
export const accessDenied = (id: string): ApiErrorDef => ({
  message: 'Access denied.',
  code: 'ACCESS_DENIED',
  id,
});
export const noSuchFile = (id: string): ApiErrorDef => ({
  message: 'No such file.',
  code: 'NO_SUCH_FILE',
  id,
});
export const nameAlreadyExists = (id: string): ApiErrorDef => ({
  message: 'Specified name already exists.',
  code: 'NAME_ALREADY_EXISTS',
  id,
});

export const pageIdParam = {
  type: 'object',
  properties: { pageId: { type: 'string' } },
  required: ['pageId'],
} as const;

/**
 * The writable fields, as Misskey declares them plus bounds of ours. The name is any non-empty
 * text, as Misskey's (Japanese, spaces, slashes: clients percent-encode it as the last segment
 * of /@user/pages/{name}); 256 characters is Misskey's column, which refuses longer names.
 */
export const pageFieldProperties = {
  title: { type: 'string', maxLength: 256 },
  name: { type: 'string', minLength: 1, maxLength: 256 },
  summary: { type: ['string', 'null'], maxLength: 2048 },
  content: { type: 'array', items: { type: 'object' } },
  variables: { type: 'array', maxItems: 256, items: { type: 'object' } },
  script: { type: 'string', maxLength: 65_536 },
  eyeCatchingImageId: { type: ['string', 'null'] },
  font: { type: 'string', enum: ['serif', 'sans-serif'] },
  alignCenter: { type: 'boolean' },
  hideTitleWhenPinned: { type: 'boolean' },
} as const;

/** Misskey's `prohibitMoved`: an account that moved elsewhere writes no new content here. */
export function refuseMoved(instance: InstanceContext, user: UserRow): void {
  if (accountStanding(instance.db, user.id).movedTo !== null) throw new ApiError(driveErrors.accountMoved);
}

/**
 * Checks what create and update were given: blocks of Misskey's four types within bounds, and an
 * eye-catching image and new image blocks from the writer's own drive. Answers the blocks cleaned.
 */
export function checkPageFields(
  instance: InstanceContext,
  user: UserRow,
  fields: Partial<PageFields>,
  noSuchFileError: ApiErrorDef,
  keptImageIds: readonly string[] = [],
): Partial<PageFields> {
  const out = { ...fields };
  if (fields.content !== undefined) {
    const problem = checkBlocks(fields.content);
    if (problem) throw invalidParam(problem.path, problem.reason);
    out.content = cleanBlocks(fields.content);
  }
  // An image block the page already had is not checked again: its file may have been deleted
  // since, and the editor sends every block back with each save.
  const kept = new Set(keptImageIds);
  const wanted = [
    ...(fields.eyeCatchingImageId ? [fields.eyeCatchingImageId] : []),
    ...imageFileIds(out.content ?? []).filter((id) => !kept.has(id)),
  ];
  const unique = [...new Set(wanted)];
  if (findFilesOf(instance.db, user.id, unique).length !== unique.length) throw new ApiError(noSuchFileError);
  return out;
}
