import type { Database } from '../../db/database.js';
import {
  deleteNote,
  findNote,
  insertNote,
  isPureRenote,
  type NewNote,
  NOTE_COLUMNS,
  type NoteRow,
  type NoteVisibility,
  type RawNote,
  toNote,
} from '../../db/notes.js';
import type { UserRow } from '../../db/users.js';
import { addNoteToAntennas } from '../antennas/index.js';
import { recordChannelNote } from '../channels/repository.js';
import { countNote, countWriter } from '../charts/events.js';
import type { InstanceContext } from '../context.js';
import { genId } from '../ids.js';
import { createNotification } from '../notifications.js';
import { fireUserWebhooks } from '../webhooks/index.js';
import { recordHashtags } from './hashtags.js';
import { packNoteFor } from './pack.js';
import type { ReactionAcceptance } from './prepare.js';
import { recordUnreads } from './unreads.js';
import { canSee } from './visibility.js';

/**
 * `@username` or `@username@host` (spec 000 §5): not preceded by a word character, `@` or
 * other mention text, as in an e-mail address.
 */
const MENTION_RE = /(?<![\w@.\-/])@([A-Za-z0-9_]+)(?:@([A-Za-z0-9.-]+[A-Za-z0-9]))?/g;

/** Local users mentioned in `text`, each once, in order of first mention. */
export function extractMentions(ctx: InstanceContext, text: string | null): UserRow[] {
  if (!text) return [];
  const ownHost = new URL(ctx.config.url).host.toLowerCase();
  const found = new Map<string, UserRow>();
  // Code blocks and inline code are not MFM mentions.
  const plain = text.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`\n]*`/g, ' ');
  for (const match of plain.matchAll(MENTION_RE)) {
    const host = match[2]?.toLowerCase() ?? null;
    if (host !== null && host !== ownHost) continue; // this instance does not federate
    const user = ctx.users.findLocalByUsername(match[1] ?? '');
    if (user && !found.has(user.id)) found.set(user.id, user);
  }
  return [...found.values()];
}

export interface CreateNoteInput {
  text: string | null;
  cw: string | null;
  visibility: NoteVisibility;
  visibleUserIds: readonly string[];
  localOnly: boolean;
  reply: NoteRow | null;
  renote: NoteRow | null;
  /** The channel the note goes into (prepareNote has applied the channel rules). */
  channelId?: string | null;
  fileIds: readonly string[];
  poll: { choices: string[]; multiple: boolean; expiresAt: string | null } | null;
  reactionAcceptance?: ReactionAcceptance;
  /** Mentions in the text are left as text: nobody is told, nothing is counted. */
  noExtractMentions?: boolean;
  /** Hashtags of the note (prepareNote extracts them), counted for autocomplete. */
  tags?: readonly string[];
}

/**
 * Writes a note with everything derived from it: mentions, recipients, its poll, the counters
 * of its author and of the notes it replies to or renotes, its hashtags and their usage. No
 * events and no notifications. The demo seed (scripts/seed) writes through this too, so a
 * seeded note is stored exactly as a posted one.
 */
export function storeNote(
  db: Database,
  note: NoteRow,
  derived: Pick<NewNote, 'visibleUserIds' | 'mentions' | 'poll'>,
): void {
  db.transaction(() => {
    insertNote(db, { note, ...derived });
    countNote(db, note, 1);
    db.prepare('UPDATE notes SET reaction_acceptance = ?, tags = ? WHERE id = ?').run(
      note.reactionAcceptance,
      JSON.stringify(note.tags),
      note.id,
    );
    // Only tags anyone may read feed autocomplete: a direct note's tags stay private (as Misskey).
    if (note.visibility === 'public' || note.visibility === 'home')
      recordHashtags(db, note.tags, note.createdAt);
  })();
}

/** Stores a note and tells everyone concerned (timelines, mentions, replies, renotes). */
export function createNote(ctx: InstanceContext, author: UserRow, input: CreateNoteInput): NoteRow {
  const mentioned = input.noExtractMentions ? [] : extractMentions(ctx, input.text);
  const visibleUserIds =
    input.visibility === 'specified'
      ? [...new Set(input.visibleUserIds.filter((id) => id !== author.id && ctx.users.findById(id) !== null))]
      : [];
  const id = genId();
  const note: NoteRow = {
    id,
    createdAt: new Date().toISOString(),
    updatedAt: null,
    userId: author.id,
    text: input.text,
    cw: input.cw,
    visibility: input.visibility,
    localOnly: input.localOnly,
    replyId: input.reply?.id ?? null,
    renoteId: input.renote?.id ?? null,
    threadId: input.reply ? input.reply.threadId : id,
    channelId: input.channelId ?? null,
    fileIds: [...input.fileIds],
    hasPoll: input.poll !== null,
    repliesCount: 0,
    renoteCount: 0,
    reactionAcceptance: input.reactionAcceptance ?? null,
    tags: [...(input.tags ?? [])],
  };
  storeNote(ctx.db, note, {
    visibleUserIds,
    mentions: mentioned.map((u) => u.id),
    poll: input.poll,
  });
  countWriter(ctx.db, author.id);
  if (note.channelId) recordChannelNote(ctx, note.channelId, author.id, note.createdAt);

  // Before the note event: the antenna channel looks up the hits stored here.
  addNoteToAntennas(ctx, note, author);
  ctx.events.publishNote(note);
  announce(ctx, author, note, input, mentioned);
  fireUserWebhooks(ctx, author.id, 'note', () => ({ note: packNoteFor(ctx, note, author) }));
  // Misskey counts the author of the replied note as mentioned too.
  const addressed = [...mentioned.map((u) => u.id), ...(input.reply ? [input.reply.userId] : [])];
  recordUnreads(
    ctx,
    note,
    addressed.filter((userId) => canSee(ctx.db, { id: userId }, note)),
    visibleUserIds,
  );
  return note;
}

function announce(
  ctx: InstanceContext,
  author: UserRow,
  note: NoteRow,
  input: CreateNoteInput,
  mentioned: readonly UserRow[],
): void {
  const told = new Set<string>([author.id]);
  const tell = (
    userId: string,
    event: 'mention' | 'reply' | 'renote' | null,
    type: 'mention' | 'reply' | 'renote' | 'quote',
  ) => {
    if (told.has(userId)) return;
    const viewer = { id: userId };
    if (!canSee(ctx.db, viewer, note)) return;
    const packed = packNoteFor(ctx, note, viewer);
    if (!packed) return;
    told.add(userId);
    if (event) {
      ctx.events.publishMainStream(userId, event, packed);
      fireUserWebhooks(ctx, userId, event, () => ({ note: packed }));
    }
    createNotification(ctx, userId, type, { notifierId: author.id, noteId: note.id });
  };
  if (input.reply) tell(input.reply.userId, 'reply', 'reply');
  if (input.renote) {
    if (isPureRenote(note)) tell(input.renote.userId, 'renote', 'renote');
    else tell(input.renote.userId, null, 'quote');
  }
  for (const user of mentioned) tell(user.id, 'mention', 'mention');
}

/**
 * Deletes a note with its replies and renotes (quotes included), all the way down, as
 * Misskey's cascading foreign keys do, and tells each one's subNote subscribers.
 */
export function removeNote(ctx: InstanceContext, note: NoteRow): void {
  const doomed = [note];
  const seen = new Set([note.id]);
  const childStmt = ctx.db.prepare(
    `SELECT ${NOTE_COLUMNS} FROM notes n WHERE n.reply_id = ? OR n.renote_id = ?`,
  );
  for (let i = 0; i < doomed.length; i++) {
    const current = doomed[i] as NoteRow;
    for (const raw of childStmt.all(current.id, current.id) as RawNote[]) {
      if (seen.has(raw.id)) continue;
      seen.add(raw.id);
      doomed.push(toNote(raw));
    }
  }
  // Deepest first, so each delete still finds the note its counters belong to.
  ctx.db.transaction(() => {
    for (const row of [...doomed].reverse()) {
      const fresh = findNote(ctx.db, row.id);
      if (fresh) {
        deleteNote(ctx.db, fresh);
        countNote(ctx.db, fresh, -1);
      }
    }
  })();
  const deletedAt = new Date().toISOString();
  for (const row of doomed) ctx.events.publishNoteStream(row.id, 'deleted', { deletedAt });
}
