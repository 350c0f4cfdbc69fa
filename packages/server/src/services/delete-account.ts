import { deleteNote, findNote } from '../db/notes.js';
import type { UserRow } from '../db/users.js';
import { countAccount } from './charts/events.js';
import type { InstanceContext } from './context.js';
import { removeFileBytes, type StoredBytes } from './drive/file-store.js';

/**
 * Deletes a local account and everything it made, in one transaction: its notes (with the
 * counters of the notes they replied to or renoted, and others' renotes of them), its drive
 * files, follows both ways (with the other side's counts), reactions, lists, clips, tokens,
 * registry and the rest, which the schema removes with the user row (ON DELETE CASCADE).
 * Either all of it goes or none of it does; the files' bytes are removed after the commit,
 * since a file system cannot take part in the transaction (a leftover file is unreachable
 * garbage, never a half-deleted account).
 *
 * Misskey keeps the user row marked as deleted and cleans up in a background job; here the
 * instance is small enough to do it at once, so nothing is ever visible half-deleted.
 */
export async function deleteAccount(ctx: InstanceContext, user: UserRow): Promise<void> {
  const { db } = ctx;
  const noteIds = db
    .prepare('SELECT id FROM notes WHERE user_id = ? ORDER BY id DESC')
    .pluck()
    .all(user.id) as string[];
  // Others' pure renotes of these notes go with them (renote_id cascades); their pages are told too.
  const renoteIds = db
    .prepare(
      `SELECT r.id FROM notes r JOIN notes n ON r.renote_id = n.id
        WHERE n.user_id = ? AND r.user_id <> ?`,
    )
    .pluck()
    .all(user.id, user.id) as string[];
  // Where the files' bytes are, on disk or in object storage (drive/file-store.ts).
  const fileKeys = db
    .prepare(
      `SELECT access_key AS accessKey, thumbnail_key AS thumbnailKey, object_key AS objectKey,
         thumbnail_object_key AS thumbnailObjectKey, stored_url AS storedUrl,
         thumbnail_stored_url AS thumbnailStoredUrl
       FROM drive_files WHERE user_id = ?`,
    )
    .all(user.id) as StoredBytes[];

  db.transaction(() => {
    // One by one, newest first, so every parent's replies/renote counters and the renoters'
    // note counts stay right (deleteNote keeps them).
    for (const id of noteIds) {
      const note = findNote(db, id);
      if (note) deleteNote(db, note);
    }
    const related = db
      .prepare(
        `SELECT followee_id FROM following WHERE follower_id = ?
         UNION SELECT follower_id FROM following WHERE followee_id = ?`,
      )
      .pluck()
      .all(user.id, user.id) as string[];
    db.prepare('DELETE FROM users WHERE id = ?').run(user.id);
    countAccount(db, -1);
    const recount = db.prepare(
      `UPDATE users SET
         followers_count = (SELECT COUNT(*) FROM following WHERE followee_id = users.id),
         following_count = (SELECT COUNT(*) FROM following WHERE follower_id = users.id)
       WHERE id = ?`,
    );
    for (const id of related) recount.run(id);
  })();

  // Open sockets of the account close; its pages and others' timelines drop its notes.
  ctx.events.publishTokensRevoked(user.id);
  const deletedAt = new Date().toISOString();
  for (const id of [...noteIds, ...renoteIds]) ctx.events.publishNoteStream(id, 'deleted', { deletedAt });
  await removeFileBytes(ctx, fileKeys);
}
