import type { entities } from 'misskey-js';
import { isPureRenote, type NoteRow } from '../db/notes.js';
import { pageWindowConditions } from '../db/paging.js';
import type { UserRow } from '../db/users.js';
import type { InstanceContext } from './context.js';
import { genId } from './ids.js';
import { createNotification } from './notifications.js';
import { packUserLite } from './user-packer.js';

/** What an unknown or malformed reaction becomes, as in Misskey. */
export const FALLBACK_REACTION = '❤';

// One emoji: a flag, a keycap, or pictographs joined by ZWJ with optional variation selector,
// skin tone and tag sequence.
const unicodeEmoji =
  /^(?:\p{Regional_Indicator}{2}|[#*0-9]\uFE0F?\u20E3|\p{Extended_Pictographic}[\uFE0F\u{1F3FB}-\u{1F3FF}]?(?:\u200D\p{Extended_Pictographic}[\uFE0F\u{1F3FB}-\u{1F3FF}]?)*[\u{E0020}-\u{E007F}]*)$/u;
const customEmoji = /^:([a-z0-9_+-]+)(?:@\.)?:$/i;

/**
 * The stored form of a reaction: a single unicode emoji as given, a local custom emoji as
 * `:name:`, anything else the fallback.
 */
export function normalizeReaction(reaction: string): string {
  const trimmed = reaction.trim();
  const custom = customEmoji.exec(trimmed);
  if (custom) return `:${custom[1]}:`;
  if (trimmed.length <= 32 && unicodeEmoji.test(trimmed)) return trimmed;
  return FALLBACK_REACTION;
}

/** The form clients see: local custom emoji as `:name@.:`, as Misskey sends them. */
export function decodeReaction(stored: string): string {
  const custom = /^:([a-z0-9_+-]+):$/i.exec(stored);
  return custom ? `:${custom[1]}@.:` : stored;
}

/** The stored form of a `type` filter (`:name@.:` and `:name:` both mean the local emoji). */
export function encodeReactionFilter(type: string): string {
  const custom = customEmoji.exec(type);
  return custom ? `:${custom[1]}:` : type;
}

function emojiOf(ctx: InstanceContext, stored: string): { name: string; url: string } | undefined {
  const custom = /^:([a-z0-9_+-]+):$/i.exec(stored);
  if (!custom?.[1]) return undefined;
  return { name: custom[1], url: `${ctx.config.url}/emoji/${encodeURIComponent(custom[1])}.webp` };
}

export function myReaction(ctx: InstanceContext, noteId: string, userId: string): string | null {
  const row = ctx.db
    .prepare('SELECT reaction FROM note_reactions WHERE note_id = ? AND user_id = ?')
    .get(noteId, userId) as { reaction: string } | undefined;
  return row?.reaction ?? null;
}

export type ReactResult = 'reacted' | 'alreadyReacted' | 'pureRenote';

/**
 * `user` reacts to `note` (the caller checked they may see it). One reaction per user and
 * note: a different one replaces the previous, the same one is refused.
 */
export function react(ctx: InstanceContext, user: UserRow, note: NoteRow, rawReaction: string): ReactResult {
  if (isPureRenote(note)) return 'pureRenote';
  const reaction = normalizeReaction(rawReaction);
  const previous = myReaction(ctx, note.id, user.id);
  if (previous === reaction) return 'alreadyReacted';
  ctx.db.transaction(() => {
    if (previous !== null) {
      ctx.db.prepare('DELETE FROM note_reactions WHERE note_id = ? AND user_id = ?').run(note.id, user.id);
    }
    ctx.db
      .prepare(
        'INSERT INTO note_reactions (id, created_at, note_id, user_id, reaction) VALUES (?, ?, ?, ?, ?)',
      )
      .run(genId(), new Date().toISOString(), note.id, user.id, reaction);
  })();
  if (previous !== null) {
    ctx.events.publishNoteStream(note.id, 'unreacted', {
      reaction: decodeReaction(previous),
      userId: user.id,
    });
  }
  const emoji = emojiOf(ctx, reaction);
  ctx.events.publishNoteStream(note.id, 'reacted', {
    reaction: decodeReaction(reaction),
    ...(emoji ? { emoji } : {}),
    userId: user.id,
  });
  createNotification(ctx, note.userId, 'reaction', {
    notifierId: user.id,
    noteId: note.id,
    reaction: decodeReaction(reaction),
  });
  return 'reacted';
}

/** Removes the user's reaction; false when they had none. */
export function unreact(ctx: InstanceContext, user: UserRow, note: NoteRow): boolean {
  const previous = myReaction(ctx, note.id, user.id);
  if (previous === null) return false;
  ctx.db.prepare('DELETE FROM note_reactions WHERE note_id = ? AND user_id = ?').run(note.id, user.id);
  ctx.events.publishNoteStream(note.id, 'unreacted', { reaction: decodeReaction(previous), userId: user.id });
  return true;
}

export interface ReactionQuery {
  type?: string | null;
  limit: number;
  sinceId?: string;
  untilId?: string;
  sinceDate?: number;
  untilDate?: number;
}

/** Who reacted to the note, newest first, as misskey-js NoteReaction. */
export function listReactions(
  ctx: InstanceContext,
  noteId: string,
  q: ReactionQuery,
): entities.NoteReaction[] {
  const where = ['note_id = ?'];
  const args: unknown[] = [noteId];
  if (q.type) {
    where.push('reaction = ?');
    args.push(encodeReactionFilter(q.type));
  }
  const window = pageWindowConditions(q);
  where.push(...window.conditions);
  args.push(...window.args);
  const rows = ctx.db
    .prepare(
      `SELECT id, created_at, user_id, reaction FROM note_reactions WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT ?`,
    )
    .all(...args, q.limit) as { id: string; created_at: string; user_id: string; reaction: string }[];
  const result: entities.NoteReaction[] = [];
  for (const row of rows) {
    const user = ctx.users.findById(row.user_id);
    if (!user || user.isSuspended) continue;
    result.push({
      id: row.id,
      createdAt: row.created_at,
      user: packUserLite(ctx, user),
      type: decodeReaction(row.reaction),
    });
  }
  return result;
}
