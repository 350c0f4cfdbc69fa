import type { entities } from 'misskey-js';
import type { UserRow } from '../db/users.js';
import type { InstanceContext } from './context.js';
import { genId } from './ids.js';
import type { Viewer } from './notes/visibility.js';

/** Pinned notes and personal memos: the parts of a detailed user that belong to this part. */

type PinnedNotePacker = (ctx: InstanceContext, ids: string[], viewer: Viewer) => entities.Note[];

// notes/pack.ts hands its packer in: it imports the user packer, which imports this file, so
// importing it from here would close a cycle that starts modules before their bodies have run.
let pinnedNotePacker: PinnedNotePacker | null = null;

export function setPinnedNotePacker(packer: PinnedNotePacker): void {
  pinnedNotePacker = packer;
}

/** The ids `userId` pinned, newest pin first (Misskey's order). */
export function pinnedNoteIds(ctx: InstanceContext, userId: string): string[] {
  return (
    ctx.db
      .prepare('SELECT note_id AS noteId FROM user_note_pinings WHERE user_id = ? ORDER BY id DESC')
      .all(userId) as {
      noteId: string;
    }[]
  ).map((row) => row.noteId);
}

export function pinNote(ctx: InstanceContext, userId: string, noteId: string): void {
  ctx.db
    .prepare('INSERT INTO user_note_pinings (id, user_id, note_id) VALUES (?, ?, ?)')
    .run(genId(), userId, noteId);
}

export function unpinNote(ctx: InstanceContext, userId: string, noteId: string): void {
  ctx.db.prepare('DELETE FROM user_note_pinings WHERE user_id = ? AND note_id = ?').run(userId, noteId);
}

/** What `writerId` noted about `targetId`, or null. */
export function memoOf(ctx: InstanceContext, writerId: string, targetId: string): string | null {
  const row = ctx.db
    .prepare('SELECT memo FROM user_memos WHERE user_id = ? AND target_user_id = ?')
    .get(writerId, targetId) as { memo: string } | undefined;
  return row?.memo ?? null;
}

/** Stores the memo, or removes it when empty (Misskey's rule for null and ''). */
export function setMemo(ctx: InstanceContext, writerId: string, targetId: string, memo: string | null): void {
  if (memo === null || memo === '') {
    ctx.db.prepare('DELETE FROM user_memos WHERE user_id = ? AND target_user_id = ?').run(writerId, targetId);
    return;
  }
  ctx.db
    .prepare(
      `INSERT INTO user_memos (id, user_id, target_user_id, memo) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id, target_user_id) DO UPDATE SET memo = excluded.memo`,
    )
    .run(genId(), writerId, targetId, memo);
}

/**
 * The pinned notes of `user` as `viewer` may see them (a followers-only pin stays off a
 * stranger's view of the profile, id included), and the viewer's memo about the user.
 */
export function pinsAndMemo(
  ctx: InstanceContext,
  user: UserRow,
  viewer: Viewer,
): { pinnedNoteIds: string[]; pinnedNotes: entities.Note[]; memo: string | null } {
  if (!pinnedNotePacker) throw new Error('notes/pack.ts has not registered the pinned note packer');
  const pinnedNotes = pinnedNotePacker(ctx, pinnedNoteIds(ctx, user.id), viewer);
  return {
    pinnedNoteIds: pinnedNotes.map((note) => note.id),
    pinnedNotes,
    memo: viewer ? memoOf(ctx, viewer.id, user.id) : null,
  };
}
