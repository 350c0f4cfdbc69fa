import type { entities } from 'misskey-js';
import type { Database } from './database.js';

export type NoteVisibility = 'public' | 'home' | 'followers' | 'specified';

export interface NoteRow {
  id: string;
  createdAt: string;
  updatedAt: string | null;
  userId: string;
  text: string | null;
  cw: string | null;
  visibility: NoteVisibility;
  localOnly: boolean;
  replyId: string | null;
  renoteId: string | null;
  threadId: string;
  channelId: string | null;
  fileIds: string[];
  hasPoll: boolean;
  repliesCount: number;
  renoteCount: number;
  reactionAcceptance: entities.Note['reactionAcceptance'];
  /** Hashtags, lowercased as extracted. */
  tags: string[];
}

export interface RawNote {
  id: string;
  created_at: string;
  updated_at: string | null;
  user_id: string;
  text: string | null;
  cw: string | null;
  visibility: string;
  local_only: number;
  reply_id: string | null;
  renote_id: string | null;
  thread_id: string;
  channel_id: string | null;
  file_ids: string;
  has_poll: number;
  replies_count: number;
  renote_count: number;
  reaction_acceptance: string | null;
  tags: string | null;
}

/** The columns of `notes` under the alias `n`, for queries that join other tables. */
export const NOTE_COLUMNS =
  'n.id, n.created_at, n.updated_at, n.user_id, n.text, n.cw, n.visibility, n.local_only, n.reply_id, ' +
  'n.renote_id, n.thread_id, n.channel_id, n.file_ids, n.has_poll, n.replies_count, n.renote_count, ' +
  'n.reaction_acceptance, n.tags';

/** A JSON array of strings as stored; anything else reads as empty. */
function stringList(json: string | null): string[] {
  try {
    const parsed = JSON.parse(json ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function toNote(raw: RawNote): NoteRow {
  return {
    id: raw.id,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
    userId: raw.user_id,
    text: raw.text,
    cw: raw.cw,
    visibility: raw.visibility as NoteVisibility,
    localOnly: raw.local_only === 1,
    replyId: raw.reply_id,
    renoteId: raw.renote_id,
    threadId: raw.thread_id,
    channelId: raw.channel_id,
    fileIds: stringList(raw.file_ids),
    hasPoll: raw.has_poll === 1,
    repliesCount: raw.replies_count,
    renoteCount: raw.renote_count,
    reactionAcceptance: (raw.reaction_acceptance ?? null) as NoteRow['reactionAcceptance'],
    tags: stringList(raw.tags),
  };
}

/** A renote without content of its own (no text, files or poll). */
export function isPureRenote(note: NoteRow): boolean {
  return note.renoteId !== null && note.text === null && note.fileIds.length === 0 && !note.hasPoll;
}

/** SQL for "n is a pure renote", matching isPureRenote. */
export const PURE_RENOTE_SQL =
  "(n.renote_id IS NOT NULL AND n.text IS NULL AND n.file_ids = '[]' AND n.has_poll = 0)";

export function findNote(db: Database, id: string): NoteRow | null {
  const raw = db.prepare(`SELECT ${NOTE_COLUMNS} FROM notes n WHERE n.id = ?`).get(id) as RawNote | undefined;
  return raw ? toNote(raw) : null;
}

export function noteMentions(db: Database, noteId: string): string[] {
  return (
    db.prepare('SELECT user_id FROM note_mentions WHERE note_id = ? ORDER BY rowid').all(noteId) as {
      user_id: string;
    }[]
  ).map((r) => r.user_id);
}

export function noteVisibleUserIds(db: Database, noteId: string): string[] {
  return (
    db.prepare('SELECT user_id FROM note_visible_users WHERE note_id = ? ORDER BY rowid').all(noteId) as {
      user_id: string;
    }[]
  ).map((r) => r.user_id);
}

export interface PollRow {
  choices: string[];
  multiple: boolean;
  expiresAt: string | null;
}

export function findPoll(db: Database, noteId: string): PollRow | null {
  const raw = db.prepare('SELECT choices, multiple, expires_at FROM polls WHERE note_id = ?').get(noteId) as
    | { choices: string; multiple: number; expires_at: string | null }
    | undefined;
  if (!raw) return null;
  return {
    choices: JSON.parse(raw.choices) as string[],
    multiple: raw.multiple === 1,
    expiresAt: raw.expires_at,
  };
}

export interface NewNote {
  note: NoteRow;
  visibleUserIds: readonly string[];
  mentions: readonly string[];
  poll: PollRow | null;
}

/** Stores a note with its recipients, mentions and poll, and keeps the counters up to date. */
export function insertNote(db: Database, { note, visibleUserIds, mentions, poll }: NewNote): void {
  db.transaction(() => {
    db.prepare(
      `INSERT INTO notes (id, created_at, updated_at, user_id, text, cw, visibility, local_only, reply_id,
         renote_id, thread_id, channel_id, file_ids, has_poll, replies_count, renote_count)
       VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0)`,
    ).run(
      note.id,
      note.createdAt,
      note.userId,
      note.text,
      note.cw,
      note.visibility,
      note.localOnly ? 1 : 0,
      note.replyId,
      note.renoteId,
      note.threadId,
      note.channelId,
      JSON.stringify(note.fileIds),
      note.hasPoll ? 1 : 0,
    );
    const visible = db.prepare('INSERT OR IGNORE INTO note_visible_users (note_id, user_id) VALUES (?, ?)');
    for (const userId of visibleUserIds) visible.run(note.id, userId);
    const mention = db.prepare('INSERT OR IGNORE INTO note_mentions (note_id, user_id) VALUES (?, ?)');
    for (const userId of mentions) mention.run(note.id, userId);
    if (poll) {
      db.prepare('INSERT INTO polls (note_id, choices, multiple, expires_at) VALUES (?, ?, ?, ?)').run(
        note.id,
        JSON.stringify(poll.choices),
        poll.multiple ? 1 : 0,
        poll.expiresAt,
      );
    }
    if (note.replyId)
      db.prepare('UPDATE notes SET replies_count = replies_count + 1 WHERE id = ?').run(note.replyId);
    if (note.renoteId)
      db.prepare('UPDATE notes SET renote_count = renote_count + 1 WHERE id = ?').run(note.renoteId);
    db.prepare('UPDATE users SET notes_count = notes_count + 1 WHERE id = ?').run(note.userId);
  })();
}

/**
 * Deletes a note; its renotes go with it (cascade), replies stay with their replyId cleared.
 * Counters of the notes it referred to and of the authors are kept in step.
 */
export function deleteNote(db: Database, note: NoteRow): void {
  db.transaction(() => {
    const cascaded = db
      .prepare('SELECT user_id, COUNT(*) AS n FROM notes WHERE renote_id = ? GROUP BY user_id')
      .all(note.id) as { user_id: string; n: number }[];
    db.prepare('DELETE FROM notes WHERE id = ?').run(note.id);
    if (note.replyId)
      db.prepare('UPDATE notes SET replies_count = MAX(replies_count - 1, 0) WHERE id = ?').run(note.replyId);
    if (note.renoteId)
      db.prepare('UPDATE notes SET renote_count = MAX(renote_count - 1, 0) WHERE id = ?').run(note.renoteId);
    const dec = db.prepare('UPDATE users SET notes_count = MAX(notes_count - ?, 0) WHERE id = ?');
    dec.run(1, note.userId);
    for (const row of cascaded) dec.run(row.n, row.user_id);
  })();
}
