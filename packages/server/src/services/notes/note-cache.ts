import type { entities } from 'misskey-js';
import type { Database } from '../../db/database.js';
import type { NoteRow } from '../../db/notes.js';
import { dataVersion, perConnection, watchRows } from '../../db/row-watch.js';
import type { UserRow } from '../../db/users.js';
import { BoundedMap } from '../bounded-map.js';

/**
 * What packing a note needs that is the same for every viewer, kept between requests: a
 * timeline page read again and again (every open client polls or pages it) no longer reads
 * and packs the same notes each time (docs/performance.md, "notes/timeline").
 *
 * Staleness is ruled out by the database itself rather than by remembering to invalidate in
 * every write path: every row written to a table a packed note is made from, through any
 * code path of this connection, is reported here (db/row-watch.ts). Writes by another
 * connection (a second process, a tool) are seen through `PRAGMA data_version`, and then
 * everything is forgotten. Nothing is stored while a transaction is open, so a rollback
 * cannot leave uncommitted data behind. A table added to what a packed note reads must be
 * added to WATCHED below.
 */
export interface NoteFacts {
  row: NoteRow;
  mentions: readonly string[];
  /** The chosen recipients of a specified note; empty for other visibilities. */
  recipients: readonly string[];
  /**
   * The packed note without its author, reply, renote and the viewer's reaction; poll
   * choices say isVoted false. Frozen: it is shared by every response that contains it.
   */
  shared: Readonly<Omit<entities.Note, 'user'>>;
}

const NOTE_CAPACITY = 5000;
const USER_CAPACITY = 5000;
/** Viewers whose own reactions are kept, and notes kept per viewer (then their list starts over). */
const VIEWER_CAPACITY = 2000;
const NOTES_PER_VIEWER = 500;

/** [table, the column naming what a write affects, which kind of entry that is]. */
const WATCHED: readonly [table: string, column: string, kind: 'note' | 'file' | 'user' | 'users'][] = [
  ['notes', 'id', 'note'],
  ['note_reactions', 'note_id', 'note'],
  ['note_mentions', 'note_id', 'note'],
  ['note_visible_users', 'note_id', 'note'],
  ['polls', 'note_id', 'note'],
  ['poll_votes', 'note_id', 'note'],
  ['drive_files', 'id', 'file'],
  ['users', 'id', 'user'],
  // Badge roles on packed users: an assignment changes one user, a role may change anyone.
  ['role_assignments', 'user_id', 'user'],
  ['roles', 'id', 'users'],
];

export class NoteCache {
  private readonly notes = new BoundedMap<string, NoteFacts>(NOTE_CAPACITY);
  private readonly users = new BoundedMap<string, entities.UserLite>(USER_CAPACITY);
  /**
   * Each viewer's own reaction to the notes they were shown (null: none). Reading it was a
   * query per page (7% of a cached home timeline request, docs/performance.md); a reaction
   * given, changed or taken back forgets the reacting viewer's list.
   */
  private readonly reactions = new BoundedMap<string, Map<string, string | null>>(VIEWER_CAPACITY);
  /** Each viewer's own poll votes, as `reactions`: the choices voted per note (often none). */
  private readonly votes = new BoundedMap<string, Map<string, readonly number[]>>(VIEWER_CAPACITY);
  private seenVersion: number | null = null;
  /** Packed notes hold absolute URLs (avatars, files): two apps on one database may differ. */
  private baseUrl: string | null = null;
  /** False when the triggers could not be made (tables missing): then nothing is kept. */
  private readonly watching: boolean;

  constructor(private readonly db: Database) {
    this.watching = this.watch();
  }

  /**
   * Forgets everything if another connection wrote to the database, or if packing now uses
   * another base URL, since the last call. Call once before each batch of lookups.
   */
  revalidate(baseUrl: string): void {
    if (!this.watching) return;
    const version = dataVersion(this.db);
    if (version !== this.seenVersion || baseUrl !== this.baseUrl) {
      this.seenVersion = version;
      this.baseUrl = baseUrl;
      this.notes.clear();
      this.users.clear();
      this.reactions.clear();
      this.votes.clear();
    }
  }

  /** The cached facts of `ids`; those not cached come back in `missing`. */
  lookup(ids: Iterable<string>): { found: Map<string, NoteFacts>; missing: string[] } {
    const found = new Map<string, NoteFacts>();
    const missing: string[] = [];
    for (const id of ids) {
      if (found.has(id)) continue;
      const facts = this.notes.get(id);
      if (facts) found.set(id, facts);
      else missing.push(id);
    }
    return { found, missing };
  }

  storeNote(facts: NoteFacts): void {
    if (this.canStore()) this.notes.set(facts.row.id, deepFreeze(facts));
  }

  /** The packed author of a note, made by `pack` when not cached. */
  user(row: UserRow, pack: (row: UserRow) => entities.UserLite): entities.UserLite {
    const cached = this.users.get(row.id);
    if (cached) return cached;
    const packed = deepFreeze(pack(row));
    if (this.canStore()) this.users.set(row.id, packed);
    return packed;
  }

  /**
   * The viewer's own reaction to each of `noteIds` that has one; `load` reads those not known
   * (and returns the reactions it found).
   */
  viewerReactions(
    viewerId: string,
    noteIds: readonly string[],
    load: (noteIds: string[]) => Map<string, string>,
  ): Map<string, string> {
    const known = this.watching ? this.reactions.get(viewerId) : undefined;
    const out = new Map<string, string>();
    const missing: string[] = [];
    for (const id of noteIds) {
      const reaction = known?.get(id);
      if (reaction === undefined) missing.push(id);
      else if (reaction !== null) out.set(id, reaction);
    }
    if (missing.length === 0) return out;
    const loaded = load(missing);
    for (const [id, reaction] of loaded) out.set(id, reaction);
    if (this.canStore()) {
      let list = known;
      if (!list || list.size + missing.length > NOTES_PER_VIEWER) {
        list = new Map();
        this.reactions.set(viewerId, list);
      }
      for (const id of missing) list.set(id, loaded.get(id) ?? null);
    }
    return out;
  }

  /**
   * The viewer's own votes among the polls of `noteIds`, as `${noteId} ${choice}`; `load`
   * reads those not known (and answers in the same form).
   */
  viewerVotes(
    viewerId: string,
    noteIds: readonly string[],
    load: (noteIds: string[]) => Set<string>,
  ): Set<string> {
    const known = this.watching ? this.votes.get(viewerId) : undefined;
    const out = new Set<string>();
    const missing: string[] = [];
    for (const id of noteIds) {
      const choices = known?.get(id);
      if (choices === undefined) missing.push(id);
      else for (const choice of choices) out.add(`${id} ${choice}`);
    }
    if (missing.length === 0) return out;
    const loaded = load(missing);
    const byNote = new Map<string, number[]>(missing.map((id) => [id, []]));
    for (const vote of loaded) {
      out.add(vote);
      const cut = vote.lastIndexOf(' ');
      byNote.get(vote.slice(0, cut))?.push(Number(vote.slice(cut + 1)));
    }
    if (this.canStore()) {
      let list = known;
      if (!list || list.size + missing.length > NOTES_PER_VIEWER) {
        list = new Map();
        this.votes.set(viewerId, list);
      }
      for (const [id, choices] of byNote) list.set(id, choices);
    }
    return out;
  }

  /** The cached packed user, if any (authors are read from the database only when missing). */
  cachedUser(id: string): entities.UserLite | undefined {
    return this.users.get(id);
  }

  private canStore(): boolean {
    return this.watching && !this.db.inTransaction;
  }

  private watch(): boolean {
    const forget = {
      note: (id: unknown) => typeof id === 'string' && this.notes.delete(id),
      file: (id: unknown) => this.notes.deleteWhere((facts) => facts.row.fileIds.includes(id as string)),
      user: (id: unknown) => typeof id === 'string' && this.users.delete(id),
      users: () => this.users.clear(),
    };
    // A database without the notes tables yet (a migration test) packs without the cache.
    return (
      WATCHED.every(([table, column, kind]) =>
        watchRows(this.db, `note_cache_${table}`, table, column, forget[kind]),
      ) &&
      // Also by who reacted: their own reactions (viewerReactions) change with any of theirs.
      watchRows(this.db, 'note_cache_viewer_reactions', 'note_reactions', 'user_id', (id) => {
        if (typeof id === 'string') this.reactions.delete(id);
      }) &&
      watchRows(this.db, 'note_cache_viewer_votes', 'poll_votes', 'user_id', (id) => {
        if (typeof id === 'string') this.votes.delete(id);
      })
    );
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The note cache of a connection. */
export const noteCacheOf = perConnection((db) => new NoteCache(db));
