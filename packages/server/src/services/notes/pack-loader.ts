import type { entities } from 'misskey-js';
import type { Database } from '../../db/database.js';
import { NOTE_COLUMNS, type NoteRow, type RawNote, toNote } from '../../db/notes.js';
import { decodeReaction } from '../reactions.js';

/**
 * Everything packing a page of notes needs, each kind read with ONE query for the whole page
 * (`id IN (…)`), instead of 6–8 small queries per note. The id list is bound as one JSON array
 * so every query keeps a single SQL text, which the statement cache can reuse
 * (docs/performance.md). Every loader keeps the order the per-note queries had.
 */
const IN_IDS = '(SELECT value FROM json_each(?))';

function idsJson(ids: Iterable<string>): string {
  return JSON.stringify([...new Set(ids)]);
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

export function loadNotes(db: Database, ids: Iterable<string>): Map<string, NoteRow> {
  const rows = db
    .prepare(`SELECT ${NOTE_COLUMNS} FROM notes n WHERE n.id IN ${IN_IDS}`)
    .all(idsJson(ids)) as RawNote[];
  return new Map(rows.map((raw) => [raw.id, toNote(raw)]));
}

/** The author of each note, for notes that are only referred to (a reply's parent). */
export function loadNoteAuthors(db: Database, ids: Iterable<string>): Map<string, string> {
  const rows = db.prepare(`SELECT id, user_id FROM notes WHERE id IN ${IN_IDS}`).all(idsJson(ids)) as {
    id: string;
    user_id: string;
  }[];
  return new Map(rows.map((r) => [r.id, r.user_id]));
}

/** Mentioned users (or chosen recipients) per note, in the order they were stored. */
function loadNoteUserLists(
  db: Database,
  table: 'note_mentions' | 'note_visible_users',
  noteIds: Iterable<string>,
): Map<string, string[]> {
  const rows = db
    .prepare(`SELECT note_id, user_id FROM ${table} WHERE note_id IN ${IN_IDS} ORDER BY note_id, rowid`)
    .all(idsJson(noteIds)) as { note_id: string; user_id: string }[];
  const grouped = groupBy(rows, (r) => r.note_id);
  return new Map([...grouped].map(([id, list]) => [id, list.map((r) => r.user_id)]));
}

export const loadMentions = (db: Database, noteIds: Iterable<string>) =>
  loadNoteUserLists(db, 'note_mentions', noteIds);

export const loadVisibleUsers = (db: Database, noteIds: Iterable<string>) =>
  loadNoteUserLists(db, 'note_visible_users', noteIds);

/** Which of `userIds` the viewer follows. */
export function loadFollowed(db: Database, viewerId: string, userIds: Iterable<string>): Set<string> {
  const rows = db
    .prepare(`SELECT followee_id FROM following WHERE follower_id = ? AND followee_id IN ${IN_IDS}`)
    .all(viewerId, idsJson(userIds)) as { followee_id: string }[];
  return new Set(rows.map((r) => r.followee_id));
}

/** Reaction counts per note, each note's reactions in the order they were first given. */
export function loadReactionCounts(
  db: Database,
  noteIds: Iterable<string>,
): Map<string, Record<string, number>> {
  const rows = db
    .prepare(
      `SELECT note_id, reaction, COUNT(*) AS n FROM note_reactions WHERE note_id IN ${IN_IDS}
       GROUP BY note_id, reaction ORDER BY note_id, MIN(id)`,
    )
    .all(idsJson(noteIds)) as { note_id: string; reaction: string; n: number }[];
  const out = new Map<string, Record<string, number>>();
  for (const row of rows) {
    let counts = out.get(row.note_id);
    if (!counts) {
      counts = {};
      out.set(row.note_id, counts);
    }
    // Stored as `:name:`; Misskey clients expect a local custom emoji as `:name@.:`.
    counts[decodeReaction(row.reaction)] = row.n;
  }
  return out;
}

/** The viewer's own reaction per note (decoded as the counts are). */
export function loadMyReactions(
  db: Database,
  viewerId: string,
  noteIds: Iterable<string>,
): Map<string, string> {
  const rows = db
    .prepare(`SELECT note_id, reaction FROM note_reactions WHERE user_id = ? AND note_id IN ${IN_IDS}`)
    .all(viewerId, idsJson(noteIds)) as { note_id: string; reaction: string }[];
  return new Map(rows.map((r) => [r.note_id, decodeReaction(r.reaction)]));
}

/** Polls of the given notes with their counts, as anyone sees them (isVoted false). */
export function loadPolls(
  db: Database,
  noteIds: Iterable<string>,
): Map<string, NonNullable<entities.Note['poll']>> {
  const ids = idsJson(noteIds);
  const polls = db
    .prepare(`SELECT note_id, choices, multiple, expires_at FROM polls WHERE note_id IN ${IN_IDS}`)
    .all(ids) as { note_id: string; choices: string; multiple: number; expires_at: string | null }[];
  if (polls.length === 0) return new Map();
  const votes = db
    .prepare(
      `SELECT note_id, choice, COUNT(*) AS n FROM poll_votes WHERE note_id IN ${IN_IDS} GROUP BY note_id, choice`,
    )
    .all(ids) as { note_id: string; choice: number; n: number }[];
  const counts = new Map(votes.map((v) => [`${v.note_id} ${v.choice}`, v.n]));
  const out = new Map<string, NonNullable<entities.Note['poll']>>();
  for (const poll of polls) {
    const choices = JSON.parse(poll.choices) as string[];
    out.set(poll.note_id, {
      multiple: poll.multiple === 1,
      expiresAt: poll.expires_at,
      choices: choices.map((text, i) => ({
        text,
        votes: counts.get(`${poll.note_id} ${i}`) ?? 0,
        isVoted: false,
      })),
    });
  }
  return out;
}

/** The viewer's own votes among the polls of `noteIds`, as `${noteId} ${choice}`. */
export function loadMyVotes(db: Database, viewerId: string, noteIds: Iterable<string>): Set<string> {
  const rows = db
    .prepare(`SELECT note_id, choice FROM poll_votes WHERE user_id = ? AND note_id IN ${IN_IDS}`)
    .all(viewerId, idsJson(noteIds)) as { note_id: string; choice: number }[];
  return new Set(rows.map((r) => `${r.note_id} ${r.choice}`));
}
