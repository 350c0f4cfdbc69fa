import { countFile } from '../charts/events.js';
import type { InstanceContext } from '../context.js';
import { removeFileBytes } from './file-store.js';
import { detachFromNotes } from './notes.js';
import { type DriveFileRow, deleteFileRow } from './repository.js';

/** Deletes a file: its row, its place on notes, then its bytes. */
export async function deleteDriveFile(ctx: InstanceContext, file: DriveFileRow): Promise<void> {
  ctx.db.transaction(() => {
    detachFromNotes(ctx, file.id);
    deleteFileRow(ctx.db, file.id);
    countFile(ctx.db, file, -1);
  })();
  ctx.events.publishDriveStream(file.userId, 'fileDeleted', file.id);
  await removeFileBytes(ctx, [file]);
}
