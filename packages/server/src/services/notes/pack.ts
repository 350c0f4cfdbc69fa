import type { entities } from 'misskey-js';
import {
  findNote,
  findPoll,
  isPureRenote,
  type NoteRow,
  noteMentions,
  noteVisibleUserIds,
} from '../../db/notes.js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { packNoteFiles } from '../drive/notes.js';
import { setNotificationNotePacker } from '../notifications.js';
import { decodeReaction } from '../reactions.js';
import { packUserLite } from '../user-packer.js';
import { canSee, type Viewer } from './visibility.js';

function reactionsOf(ctx: InstanceContext, noteId: string): Record<string, number> {
  const rows = ctx.db
    .prepare(
      'SELECT reaction, COUNT(*) AS n FROM note_reactions WHERE note_id = ? GROUP BY reaction ORDER BY MIN(id)',
    )
    .all(noteId) as { reaction: string; n: number }[];
  const out: Record<string, number> = {};
  // Stored as `:name:`; Misskey clients expect a local custom emoji as `:name@.:`.
  for (const row of rows) out[decodeReaction(row.reaction)] = row.n;
  return out;
}

/** Columns migration 005 added to notes (reaction acceptance, hashtags). */
function composeExtras(
  ctx: InstanceContext,
  noteId: string,
): { reactionAcceptance: entities.Note['reactionAcceptance']; tags: string[] } {
  const row = ctx.db.prepare('SELECT reaction_acceptance, tags FROM notes WHERE id = ?').get(noteId) as
    | { reaction_acceptance: string | null; tags: string }
    | undefined;
  let tags: string[] = [];
  try {
    const parsed = JSON.parse(row?.tags ?? '[]') as unknown;
    if (Array.isArray(parsed)) tags = parsed.filter((t): t is string => typeof t === 'string');
  } catch {
    tags = [];
  }
  return {
    reactionAcceptance: (row?.reaction_acceptance ?? null) as entities.Note['reactionAcceptance'],
    tags,
  };
}

function packPoll(ctx: InstanceContext, noteId: string, viewer: Viewer): entities.Note['poll'] {
  const poll = findPoll(ctx.db, noteId);
  if (!poll) return null;
  const votes = ctx.db
    .prepare('SELECT choice, COUNT(*) AS n FROM poll_votes WHERE note_id = ? GROUP BY choice')
    .all(noteId) as { choice: number; n: number }[];
  const mine = viewer
    ? new Set(
        (
          ctx.db
            .prepare('SELECT choice FROM poll_votes WHERE note_id = ? AND user_id = ?')
            .all(noteId, viewer.id) as {
            choice: number;
          }[]
        ).map((r) => r.choice),
      )
    : new Set<number>();
  const counts = new Map(votes.map((v) => [v.choice, v.n]));
  return {
    multiple: poll.multiple,
    expiresAt: poll.expiresAt,
    choices: poll.choices.map((text, i) => ({ text, votes: counts.get(i) ?? 0, isVoted: mine.has(i) })),
  };
}

/**
 * The misskey-js Note for `note` as `viewer` sees it. The caller has checked that the viewer
 * may see `note` itself; the reply and renote are packed one level deep, and as null when the
 * viewer may not see them. Returns null only if the author is gone.
 */
export function packNote(
  ctx: InstanceContext,
  note: NoteRow,
  viewer: Viewer,
  options: { detail?: boolean } = {},
): entities.Note | null {
  const detail = options.detail ?? true;
  const author = ctx.users.findById(note.userId);
  if (!author) return null;
  const reactions = reactionsOf(ctx, note.id);
  const reactionCount = Object.values(reactions).reduce((a, b) => a + b, 0);
  const mentions = noteMentions(ctx.db, note.id);
  const extras = composeExtras(ctx, note.id);

  const packed: entities.Note = {
    id: note.id,
    createdAt: note.createdAt,
    userId: note.userId,
    user: packUserLite(ctx, author),
    text: note.text,
    cw: note.cw,
    visibility: note.visibility,
    localOnly: note.localOnly,
    reactionAcceptance: extras.reactionAcceptance,
    renoteCount: note.renoteCount,
    repliesCount: note.repliesCount,
    reactionCount,
    reactions,
    reactionEmojis: {},
    emojis: {},
    fileIds: note.fileIds,
    files: packNoteFiles(ctx, note.fileIds),
    replyId: note.replyId,
    renoteId: note.renoteId,
    channelId: note.channelId,
  };
  if (mentions.length > 0) packed.mentions = mentions;
  if (extras.tags.length > 0) packed.tags = extras.tags;
  if (note.updatedAt) (packed as entities.Note & { updatedAt?: string }).updatedAt = note.updatedAt;
  if (note.visibility === 'specified') packed.visibleUserIds = noteVisibleUserIds(ctx.db, note.id);
  if (note.hasPoll) packed.poll = packPoll(ctx, note.id, viewer);
  if (viewer) {
    const mine = ctx.db
      .prepare('SELECT reaction FROM note_reactions WHERE note_id = ? AND user_id = ?')
      .get(note.id, viewer.id) as { reaction: string } | undefined;
    packed.myReaction = mine ? decodeReaction(mine.reaction) : null;
  }
  if (detail) {
    if (note.replyId) packed.reply = packRelated(ctx, note.replyId, viewer);
    if (note.renoteId) packed.renote = packRelated(ctx, note.renoteId, viewer);
  }
  return packed;
}

function packRelated(ctx: InstanceContext, id: string, viewer: Viewer): entities.Note | null {
  const related = findNote(ctx.db, id);
  if (!related || !canSee(ctx.db, viewer, related)) return null;
  return packNote(ctx, related, viewer, { detail: false });
}

/**
 * Packs a list the viewer may see, in order. A pure renote of a note the viewer may not see
 * is left out altogether (it would show nothing but leak that the note exists).
 */
export function packNotes(ctx: InstanceContext, notes: readonly NoteRow[], viewer: Viewer): entities.Note[] {
  const out: entities.Note[] = [];
  for (const note of notes) {
    if (!canSee(ctx.db, viewer, note)) continue;
    const packed = packNote(ctx, note, viewer);
    if (!packed) continue;
    if (isPureRenote(note) && !packed.renote) continue;
    out.push(packed);
  }
  return out;
}

/** Packs `note` for `viewer` if they may see it (and it is not a pure renote of a hidden note). */
export function packNoteFor(ctx: InstanceContext, note: NoteRow, viewer: Viewer): entities.Note | null {
  return packNotes(ctx, [note], viewer)[0] ?? null;
}

/** Notifications pack their note through this, so they follow the same visibility rule. */
setNotificationNotePacker((ctx: InstanceContext, noteId: string, viewer: UserRow) => {
  const note = findNote(ctx.db, noteId);
  return note ? packNoteFor(ctx, note, viewer) : null;
});
