import type { Database } from '../../db/database.js';
import type { NoteRow } from '../../db/notes.js';
import { ACTIVE_READ, ACTIVE_WRITE, bumpChart, markMember, PV_USER, PV_VISITOR } from './counters.js';

/** The events the charts count, each told in one call from where it happens. */

/** A note stored (+1) or deleted (-1): the instance's and its author's note charts. */
export function countNote(
  db: Database,
  note: Pick<NoteRow, 'userId' | 'replyId' | 'renoteId' | 'fileIds'>,
  sign: 1 | -1,
): void {
  // Misskey's kinds: a reply that renotes counts as both; normal is neither.
  const delta = {
    inc: sign > 0 ? 1 : 0,
    dec: sign < 0 ? 1 : 0,
    normal: note.replyId === null && note.renoteId === null ? sign : 0,
    reply: note.replyId !== null ? sign : 0,
    renote: note.renoteId !== null ? sign : 0,
    withFile: note.fileIds.length > 0 ? sign : 0,
  };
  bumpChart(db, 'notes', '', delta);
  bumpChart(db, 'userNotes', note.userId, delta);
}

export function countAccount(db: Database, sign: 1 | -1): void {
  bumpChart(db, 'users', '', sign > 0 ? { inc: 1 } : { dec: 1 });
}

/** A drive file added or deleted: the instance's and its owner's drive charts. */
export function countFile(db: Database, file: { userId: string | null; size: number }, sign: 1 | -1): void {
  const delta = sign > 0 ? { incCount: 1, incSize: file.size } : { decCount: 1, decSize: file.size };
  bumpChart(db, 'drive', '', delta);
  if (file.userId) bumpChart(db, 'userDrive', file.userId, delta);
}

export function countFollow(db: Database, followerId: string, followeeId: string, sign: 1 | -1): void {
  bumpChart(db, 'userFollowing', followerId, sign > 0 ? { followingsInc: 1 } : { followingsDec: 1 });
  bumpChart(db, 'userFollowing', followeeId, sign > 0 ? { followersInc: 1 } : { followersDec: 1 });
}

/** A reaction the author's note received (a changed reaction counts again, as in Misskey). */
export function countReaction(db: Database, noteAuthorId: string): void {
  bumpChart(db, 'userReactions', noteAuthorId, { count: 1 });
}

/** A local user read a timeline (Misskey's active users `read`), counted once per period. */
export function countReader(db: Database, userId: string): void {
  markMember(db, 'activeUsers', '', userId, ACTIVE_READ);
}

/** A local user wrote a note (active users `write`). */
export function countWriter(db: Database, userId: string): void {
  markMember(db, 'activeUsers', '', userId, ACTIVE_WRITE);
}

/**
 * A view of a local user's profile by someone else: a signed-in user by id, a visitor by
 * address (as Misskey's per-user pv chart); every view counts in pv, each viewer once in upv.
 */
export function countProfileView(
  db: Database,
  userId: string,
  viewer: { userId: string } | { ip: string },
): void {
  const signedIn = 'userId' in viewer;
  bumpChart(db, 'userPv', userId, signedIn ? { user: 1 } : { visitor: 1 });
  markMember(
    db,
    'userPv',
    userId,
    signedIn ? viewer.userId : `ip:${viewer.ip}`,
    signedIn ? PV_USER : PV_VISITOR,
  );
}
