import type { entities } from 'misskey-js';
import { findEmojiByName } from '../db/emojis.js';
import { isPureRenote, type NoteRow } from '../db/notes.js';
import { pageWindowConditions } from '../db/paging.js';
import { roleIdsOf } from '../db/roles.js';
import type { UserRow } from '../db/users.js';
import { countReaction } from './charts/events.js';
import type { InstanceContext } from './context.js';
import { genId } from './ids.js';
import { createNotification } from './notifications.js';
import { packUserLite } from './user-packer.js';

/** What an unknown or malformed reaction becomes, as in Misskey. */
export const FALLBACK_REACTION = '❤';

/** The like: what likeOnly notes accept (stored without U+FE0F, like every single emoji). */
export const LIKE_REACTION = '❤';

// Reactions older clients send by name; Misskey still maps them.
const LEGACY_REACTIONS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    like: '👍',
    love: '❤',
    laugh: '😆',
    hmm: '🤔',
    surprise: '😮',
    congrats: '🎉',
    angry: '💢',
    confused: '😥',
    rip: '😇',
    pudding: '🍮',
    star: '⭐',
  }),
);

// One emoji: a flag, a keycap, or pictographs joined by ZWJ with optional variation selector,
// skin tone and tag sequence. Not anchored: as in Misskey, the first emoji in the text counts.
const unicodeEmoji =
  /\p{Regional_Indicator}{2}|[#*0-9]\uFE0F?\u20E3|\p{Extended_Pictographic}[\uFE0F\u{1F3FB}-\u{1F3FF}]?(?:\u200D\p{Extended_Pictographic}[\uFE0F\u{1F3FB}-\u{1F3FF}]?)*[\u{E0020}-\u{E007F}]*/u;
// `:name:`, `:name@.:` (local) or `:name@host:` (remote); names as Misskey's (\w, + and -).
const customEmoji = /^:([\w+-]+)(?:@([\w.-]+))?:$/;

/** A reaction as asked for: a unicode emoji (stored form) or a custom emoji by name and host. */
export type ParsedReaction =
  | { kind: 'unicode'; reaction: string }
  | { kind: 'custom'; name: string; host: string | null };

/**
 * Reads a requested reaction as Misskey does: custom emoji by name (`@.` is local), legacy
 * names, then the first unicode emoji in the text; anything else is the fallback. A single
 * emoji loses U+FE0F so ❤️ and ❤ count as one; ZWJ sequences keep it, since dropping it
 * there can change how they render.
 */
export function parseReaction(raw: string): ParsedReaction {
  const trimmed = raw.trim();
  const custom = customEmoji.exec(trimmed);
  if (custom?.[1]) {
    const host = custom[2] === undefined || custom[2] === '.' ? null : custom[2];
    return { kind: 'custom', name: custom[1], host };
  }
  const legacy = LEGACY_REACTIONS.get(trimmed);
  if (legacy) return { kind: 'unicode', reaction: legacy };
  const found = unicodeEmoji.exec(trimmed)?.[0];
  return { kind: 'unicode', reaction: found ? withoutVariationSelector(found) : FALLBACK_REACTION };
}

function withoutVariationSelector(emoji: string): string {
  return emoji.includes('\u200D') ? emoji : emoji.replace(/\uFE0F/g, '');
}

/** The form clients see: local custom emoji as `:name@.:`, as Misskey sends them. */
export function decodeReaction(stored: string): string {
  const custom = /^:([\w+-]+):$/.exec(stored);
  return custom ? `:${custom[1]}@.:` : stored;
}

/**
 * The stored form of a `type` filter (`:name@.:` and `:name:` both mean the local emoji,
 * ❤️ means ❤); text that is no reaction is kept, so it matches nothing.
 */
export function encodeReactionFilter(type: string): string {
  const parsed = parseReaction(type);
  if (parsed.kind === 'custom') return parsed.host === null ? `:${parsed.name}:` : type;
  return withoutVariationSelector(type.trim());
}

/**
 * The `emoji` of a `reacted` event, as Misskey sends it: a local custom emoji is named
 * `name@.` (the reaction without its colons, which is how clients key `reactionEmojis`);
 * unicode reactions carry null.
 */
function emojiOf(ctx: InstanceContext, stored: string): { name: string; url: string } | null {
  const custom = /^:([\w+-]+):$/.exec(stored);
  if (!custom?.[1]) return null;
  return { name: `${custom[1]}@.`, url: `${ctx.config.url}/emoji/${encodeURIComponent(custom[1])}.webp` };
}

export function myReaction(ctx: InstanceContext, noteId: string, userId: string): string | null {
  const row = ctx.db
    .prepare('SELECT reaction FROM note_reactions WHERE note_id = ? AND user_id = ?')
    .get(noteId, userId) as { reaction: string } | undefined;
  return row?.reaction ?? null;
}

type ReactionAcceptance = entities.Note['reactionAcceptance'];

function reactionAcceptanceOf(ctx: InstanceContext, noteId: string): ReactionAcceptance {
  const row = ctx.db.prepare('SELECT reaction_acceptance FROM notes WHERE id = ?').get(noteId) as
    | { reaction_acceptance: string | null }
    | undefined;
  return (row?.reaction_acceptance ?? null) as ReactionAcceptance;
}

/** Why a reaction is refused; nothing is stored or announced then. */
export type ReactionRejection = 'unknownEmoji' | 'notAccepted' | 'emojiLocalOnly' | 'emojiRoleRequired';

/**
 * Checks a reaction against the emoji list, the note's reactionAcceptance (spec 001 §3) and
 * the emoji's own limits (spec 001 §5). Answers the stored form, or why it is refused.
 *
 * Misskey quietly turns a refused reaction into ❤ instead; this instance tells the reactor,
 * so a client never shows a reaction other than the one the user picked.
 */
export function checkReaction(
  ctx: InstanceContext,
  user: UserRow,
  acceptance: ReactionAcceptance,
  raw: string,
): { reaction: string } | { rejected: ReactionRejection } {
  const parsed = parseReaction(raw);
  // No federation here: a remote custom emoji can never be shown, so it is unknown.
  if (parsed.kind === 'custom' && parsed.host !== null) return { rejected: 'unknownEmoji' };
  const emoji = parsed.kind === 'custom' ? findEmojiByName(ctx.db, parsed.name) : undefined;
  if (parsed.kind === 'custom' && !emoji) return { rejected: 'unknownEmoji' };
  const reaction = parsed.kind === 'custom' ? `:${parsed.name}:` : parsed.reaction;

  const isRemote = user.host !== null;
  const likeOnly =
    acceptance === 'likeOnly' ||
    (isRemote &&
      (acceptance === 'likeOnlyForRemote' || acceptance === 'nonSensitiveOnlyForLocalLikeOnlyForRemote'));
  if (likeOnly && reaction !== LIKE_REACTION) return { rejected: 'notAccepted' };
  if (!emoji) return { reaction };

  const nonSensitiveOnly =
    acceptance === 'nonSensitiveOnly' || acceptance === 'nonSensitiveOnlyForLocalLikeOnlyForRemote';
  if (nonSensitiveOnly && emoji.isSensitive) return { rejected: 'notAccepted' };
  if (emoji.localOnly && isRemote) return { rejected: 'emojiLocalOnly' };
  const required = emoji.roleIdsThatCanBeUsedThisEmojiAsReaction;
  if (required.length > 0) {
    const held = new Set(roleIdsOf(ctx.db, user.id));
    if (!required.some((roleId) => held.has(roleId))) return { rejected: 'emojiRoleRequired' };
  }
  return { reaction };
}

export type ReactResult = 'reacted' | 'alreadyReacted' | 'pureRenote' | ReactionRejection;

/**
 * `user` reacts to `note` (the caller checked they may see it). One reaction per user and
 * note: a different one replaces the previous, the same one is refused. A refused reaction
 * changes nothing, not even the user's previous reaction.
 */
export function react(ctx: InstanceContext, user: UserRow, note: NoteRow, rawReaction: string): ReactResult {
  if (isPureRenote(note)) return 'pureRenote';
  const checked = checkReaction(ctx, user, reactionAcceptanceOf(ctx, note.id), rawReaction);
  if ('rejected' in checked) return checked.rejected;
  const { reaction } = checked;
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
    countReaction(ctx.db, note.userId);
  })();
  if (previous !== null) {
    ctx.events.publishNoteStream(note.id, 'unreacted', {
      reaction: decodeReaction(previous),
      userId: user.id,
    });
  }
  ctx.events.publishNoteStream(note.id, 'reacted', {
    reaction: decodeReaction(reaction),
    emoji: emojiOf(ctx, reaction),
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
