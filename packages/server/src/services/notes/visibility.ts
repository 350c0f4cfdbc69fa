import type { Database } from '../../db/database.js';
import { findNote, type NoteRow, noteMentions, noteVisibleUserIds } from '../../db/notes.js';
import { ageLimitSql, ageTreatment } from './age-limits.js';

/** Anyone who may be asking: a user (only the id matters) or nobody signed in. */
export type Viewer = { id: string } | null;

/**
 * THE visibility rule, used by every read path (API, timelines, streaming, notifications):
 * - public and home: everyone (home is kept off the local/global timelines by their queries);
 * - followers: the author, their followers, mentioned users and the author of the replied note;
 * - specified: the author, the chosen recipients and mentioned users.
 * An author's age limits (age-limits.ts) hide older notes or count public/home ones as followers.
 */
export function canSee(db: Database, viewer: Viewer, note: NoteRow): boolean {
  // The author's age limits (age-limits.ts) first: hidden, or public/home counted as followers.
  const age = ageTreatment(db, viewer?.id ?? null, note.userId, note.createdAt);
  if (age === 'hidden') return false;
  const open = note.visibility === 'public' || note.visibility === 'home';
  if (open && age === null) return true;
  if (!viewer) return false;
  if (viewer.id === note.userId) return true;
  if (noteMentions(db, note.id).includes(viewer.id)) return true;
  if (note.visibility === 'specified') return noteVisibleUserIds(db, note.id).includes(viewer.id);
  // followers
  if (note.replyId) {
    const reply = findNote(db, note.replyId);
    if (reply && reply.userId === viewer.id) return true;
  }
  return (
    db
      .prepare('SELECT 1 FROM following WHERE follower_id = ? AND followee_id = ?')
      .get(viewer.id, note.userId) !== undefined
  );
}

/**
 * The same rule as canSee as an SQL condition on the notes alias `alias`, for list queries.
 * Uses the named parameter `@viewerId`, which the caller must bind (to null when signed out).
 * Given the database, it applies the authors' age limits too (nothing is added when none is set).
 */
export function visibilitySql(viewer: Viewer, alias = 'n', db?: Database): string {
  const open = `${alias}.visibility IN ('public', 'home')`;
  if (!viewer) {
    const limits = db ? ageLimitSql(db, null, alias, null) : null;
    return limits ? `(${open} AND ${limits})` : `(${open})`;
  }
  const followersRule = `(EXISTS (SELECT 1 FROM following vf WHERE vf.follower_id = @viewerId AND vf.followee_id = ${alias}.user_id)
          OR EXISTS (SELECT 1 FROM notes vr WHERE vr.id = ${alias}.reply_id AND vr.user_id = @viewerId)
          OR EXISTS (SELECT 1 FROM note_mentions vm WHERE vm.note_id = ${alias}.id AND vm.user_id = @viewerId))`;
  const rule = `(${open}
    OR ${alias}.user_id = @viewerId
    OR EXISTS (SELECT 1 FROM note_mentions vm WHERE vm.note_id = ${alias}.id AND vm.user_id = @viewerId)
    OR (${alias}.visibility = 'specified'
        AND EXISTS (SELECT 1 FROM note_visible_users vu WHERE vu.note_id = ${alias}.id AND vu.user_id = @viewerId))
    OR (${alias}.visibility = 'followers'
        AND (EXISTS (SELECT 1 FROM following vf WHERE vf.follower_id = @viewerId AND vf.followee_id = ${alias}.user_id)
          OR EXISTS (SELECT 1 FROM notes vr WHERE vr.id = ${alias}.reply_id AND vr.user_id = @viewerId))))`;
  const limits = db ? ageLimitSql(db, viewer.id, alias, followersRule) : null;
  return limits ? `(${rule} AND ${limits})` : rule;
}

/** Loads a note and answers it only if `viewer` may see it. */
export function findVisibleNote(db: Database, viewer: Viewer, id: string): NoteRow | null {
  const note = findNote(db, id);
  return note && canSee(db, viewer, note) ? note : null;
}
