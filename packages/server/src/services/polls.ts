import { findPoll, type NoteRow } from '../db/notes.js';
import type { UserRow } from '../db/users.js';
import type { InstanceContext } from './context.js';
import { genId } from './ids.js';
import { createNotification } from './notifications.js';

export type VoteResult = 'voted' | 'noPoll' | 'alreadyExpired' | 'invalidChoice' | 'alreadyVoted';

/**
 * `user` votes for `choice` on the poll of `note` (the caller checked they may see it). A
 * single-choice poll takes one vote per user, a multiple-choice one one vote per choice. The
 * author may vote on their own poll, as in Misskey.
 */
export function vote(
  ctx: InstanceContext,
  user: UserRow,
  note: NoteRow,
  choice: number,
  now = new Date(),
): VoteResult {
  const poll = note.hasPoll ? findPoll(ctx.db, note.id) : null;
  if (!poll) return 'noPoll';
  if (poll.expiresAt !== null && new Date(poll.expiresAt).getTime() < now.getTime()) return 'alreadyExpired';
  if (!Number.isInteger(choice) || choice < 0 || choice >= poll.choices.length) return 'invalidChoice';
  const mine = (
    ctx.db
      .prepare('SELECT choice FROM poll_votes WHERE note_id = ? AND user_id = ?')
      .all(note.id, user.id) as {
      choice: number;
    }[]
  ).map((r) => r.choice);
  if (mine.length > 0 && (!poll.multiple || mine.includes(choice))) return 'alreadyVoted';
  ctx.db
    .prepare('INSERT INTO poll_votes (id, note_id, user_id, choice, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(genId(), note.id, user.id, choice, now.toISOString());
  ctx.events.publishNoteStream(note.id, 'pollVoted', { choice, userId: user.id });
  return 'voted';
}

/**
 * Tells the author and every voter of each poll that has ended since the last sweep, with a
 * `pollEnded` notification (the author's own one marks the poll as handled). Idempotent and
 * cheap; run lazily by readers of notifications and periodically while anyone is connected.
 */
export function notifyEndedPolls(ctx: InstanceContext, now = new Date()): void {
  const ended = ctx.db
    .prepare(
      `SELECT p.note_id AS noteId, n.user_id AS authorId FROM polls p JOIN notes n ON n.id = p.note_id
       WHERE p.expires_at IS NOT NULL AND p.expires_at <= ?
         AND NOT EXISTS (SELECT 1 FROM notifications x
                         WHERE x.type = 'pollEnded' AND x.note_id = p.note_id AND x.notifiee_id = n.user_id)`,
    )
    .all(now.toISOString()) as { noteId: string; authorId: string }[];
  // One transaction for the sweep: after a long downtime thousands of polls may have ended,
  // and a commit per notification would hold the server for seconds.
  ctx.db.transaction(() => notifyVoters(ctx, ended))();
}

function notifyVoters(ctx: InstanceContext, ended: readonly { noteId: string; authorId: string }[]): void {
  for (const poll of ended) {
    const voters = (
      ctx.db
        .prepare('SELECT DISTINCT user_id AS id FROM poll_votes WHERE note_id = ? AND user_id != ?')
        .all(poll.noteId, poll.authorId) as { id: string }[]
    ).map((r) => r.id);
    // The author's notification goes last: it is what marks the poll as handled.
    for (const userId of [...voters, poll.authorId]) {
      createNotification(ctx, userId, 'pollEnded', { notifierId: poll.authorId, noteId: poll.noteId });
    }
  }
}

const sweepers = new WeakMap<InstanceContext, { timer: NodeJS.Timeout; users: number }>();

/**
 * Keeps ended polls swept every `intervalMs` while at least one holder is registered (the
 * main channel registers each open connection); returns the function that unregisters.
 */
export function holdPollSweeper(ctx: InstanceContext, intervalMs = 5000): () => void {
  let entry = sweepers.get(ctx);
  if (!entry) {
    const timer = setInterval(() => {
      try {
        notifyEndedPolls(ctx);
      } catch {
        // The database may be closing with the app; the next holder starts a new timer.
      }
    }, intervalMs);
    timer.unref();
    entry = { timer, users: 0 };
    sweepers.set(ctx, entry);
  }
  entry.users++;
  let released = false;
  return () => {
    if (released || !entry) return;
    released = true;
    entry.users--;
    if (entry.users <= 0) {
      clearInterval(entry.timer);
      sweepers.delete(ctx);
    }
  };
}
