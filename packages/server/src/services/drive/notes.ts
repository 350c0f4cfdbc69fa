import type { entities } from 'misskey-js';
import { ApiError } from '../../api/errors.js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { packDriveFile } from './pack.js';
import { type DriveFileRow, findFilesInOrder, findFilesOf } from './repository.js';

/** At most this many files on one note (spec 001 §9). */
export const MAX_FILES_PER_NOTE = 16;

/** notes/create's NO_SUCH_FILE (Misskey's id). */
const noSuchFile = {
  message: 'Some files are not found.',
  code: 'NO_SUCH_FILE',
  id: 'b6992544-63e7-67f0-fa7f-32444b1b5306',
};

/**
 * The files a note may carry, in the order given: each must exist and belong to the author
 * (someone else's file id is answered exactly like an unknown one, so ids cannot be probed).
 */
export function resolveAttachableFiles(
  ctx: InstanceContext,
  author: UserRow,
  fileIds: readonly string[],
): DriveFileRow[] {
  const unique = [...new Set(fileIds)];
  if (unique.length > MAX_FILES_PER_NOTE) throw new ApiError(noSuchFile);
  const found = new Map(findFilesOf(ctx.db, author.id, unique).map((f) => [f.id, f]));
  const files = unique.map((id) => found.get(id));
  if (files.some((f) => f === undefined)) throw new ApiError(noSuchFile);
  return files as DriveFileRow[];
}

/** A note's files as misskey-js DriveFiles, in fileIds order; deleted files drop out. */
export function packNoteFiles(ctx: InstanceContext, fileIds: readonly string[]): entities.DriveFile[] {
  return findFilesInOrder(ctx.db, fileIds).map((f) => packDriveFile(ctx, f));
}

/** Takes a deleted file off every note that carried it; the notes themselves stay (as in Misskey). */
export function detachFromNotes(ctx: InstanceContext, fileId: string): void {
  ctx.db
    .prepare(
      `UPDATE notes SET file_ids = (SELECT json_group_array(value) FROM json_each(notes.file_ids) WHERE value != @id)
       WHERE EXISTS (SELECT 1 FROM json_each(notes.file_ids) WHERE value = @id)`,
    )
    .run({ id: fileId });
}
