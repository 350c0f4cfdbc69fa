import type { entities } from 'misskey-js';
import type { Database } from '../../db/database.js';
import { dataVersion, perConnection, watchRows } from '../../db/row-watch.js';
import { BoundedMap } from '../bounded-map.js';
import { followedChannelIds } from '../channels/timelines.js';
import { countReader } from '../charts/events.js';
import type { InstanceContext } from '../context.js';
import { packNoteIds } from './pack.js';

/**
 * The newest page of each reader's home timeline, kept as the note ids it answered: the page
 * every client asks for when it opens, reloads or adds a column. Finding it costs a query over
 * every note of everyone the reader follows (about half of a request's time under load,
 * docs/performance.md); packing the ids again costs little, as the notes come from the note
 * cache.
 *
 * A page can only change when one of the authors it is made from (the people followed, and
 * the reader) writes, edits or deletes a note, or when the reader follows or unfollows
 * someone. Every row written to `notes` and `following` through this connection is reported
 * (db/row-watch.ts) and forgets the pages of the readers concerned: so a new note forgets the
 * newest page of its author's followers only. Writes by another connection forget everything.
 */
interface HomePage {
  /** User ids, and `channel:{id}` for each followed channel (its notes are on the page too). */
  authors: ReadonlySet<string>;
  ids: readonly string[];
  /** When the reader's next mute expires (ISO time): the page may show more from then on. */
  until: string | null;
}

const CAPACITY = 2000;
/**
 * A bound on the cache's memory, in approximate bytes: a reader who follows thousands makes a
 * page far heavier than one who follows ten, so the count alone does not bound it.
 */
const MAX_WEIGHT = 32 * 1024 * 1024;
/** Rough bytes of one id string held in an array or set (and, for authors, the index too). */
const ID_BYTES = 48;

function weighPage(key: string, page: HomePage): number {
  return 2 * key.length + ID_BYTES * page.ids.length + 2 * ID_BYTES * page.authors.size;
}

class HomePageCache {
  private readonly pages = new BoundedMap<string, HomePage>(CAPACITY, {
    maxWeight: MAX_WEIGHT,
    weigh: weighPage,
    onEvict: (key, page) => this.unindex(key, page),
  });
  /** The keys of the pages each author's notes are part of. */
  private readonly byAuthor = new Map<string, Set<string>>();
  private seenVersion: number | null = null;
  private readonly watching: boolean;

  constructor(private readonly db: Database) {
    const forget = (userId: unknown) => {
      if (typeof userId === 'string') this.forgetAuthor(userId);
    };
    // Following rows by the reader change the authors; the reader is an author of their own page.
    // Mutes and blocks filter the page (services/relations): a change by or against the reader
    // forgets it, so it takes effect on the next request.
    this.watching =
      watchRows(db, 'home_pages_notes', 'notes', 'user_id', forget) &&
      watchRows(db, 'home_pages_following', 'following', 'follower_id', forget) &&
      watchRows(db, 'home_pages_mutings', 'mutings', 'muter_id', forget) &&
      watchRows(db, 'home_pages_renote_mutings', 'renote_mutings', 'muter_id', forget) &&
      watchRows(db, 'home_pages_blockings', 'blockings', 'blocker_id', forget) &&
      watchRows(db, 'home_pages_blocked', 'blockings', 'blockee_id', forget) &&
      watchRows(db, 'home_pages_mute_settings', 'user_mute_settings', 'user_id', forget) &&
      // A note in a channel forgets its followers' pages; following or muting a channel, the reader's.
      watchRows(db, 'home_pages_channel_notes', 'notes', 'channel_id', (id) => forget(channelKey(id))) &&
      watchRows(db, 'home_pages_channel_followings', 'channel_followings', 'follower_id', forget) &&
      watchRows(db, 'home_pages_channel_mutings', 'channel_mutings', 'user_id', forget);
  }

  /** For tests and diagnostics: how many pages are kept and their approximate bytes. */
  get stats(): { pages: number; weight: number } {
    return { pages: this.pages.size, weight: this.pages.weight };
  }

  get(key: string): readonly string[] | undefined {
    if (!this.watching) return undefined;
    const version = dataVersion(this.db);
    if (version !== this.seenVersion) {
      this.seenVersion = version;
      this.pages.clear();
      this.byAuthor.clear();
    }
    const page = this.pages.get(key);
    if (page?.until != null && page.until <= new Date().toISOString()) {
      this.delete(key);
      return undefined;
    }
    return page?.ids;
  }

  set(key: string, page: HomePage): void {
    if (!this.watching || this.db.inTransaction) return;
    this.delete(key);
    for (const author of page.authors) {
      let keys = this.byAuthor.get(author);
      if (!keys) {
        keys = new Set();
        this.byAuthor.set(author, keys);
      }
      keys.add(key);
    }
    // Indexed first: a page too heavy to keep, or an older one it pushes out, is unindexed
    // by onEvict.
    this.pages.set(key, page);
  }

  private delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.unindex(key, page);
  }

  private unindex(key: string, page: HomePage): void {
    for (const author of page.authors) {
      const keys = this.byAuthor.get(author);
      keys?.delete(key);
      if (keys?.size === 0) this.byAuthor.delete(author);
    }
  }

  forgetAuthor(userId: string): void {
    const keys = this.byAuthor.get(userId);
    if (keys) for (const key of [...keys]) this.delete(key);
  }
}

const cacheOf = perConnection((db) => new HomePageCache(db));

/** The author key a channel's notes are filed under (null for a note outside channels). */
function channelKey(channelId: unknown): string | null {
  return typeof channelId === 'string' ? `channel:${channelId}` : null;
}

/** Longest cache key kept; the declared parameters of a newest page make about 150 characters. */
const MAX_KEY_LENGTH = 1024;

/**
 * The cache key of a page: the reader and the parameters, which the router has already cut
 * down to the declared and validated ones. Only plain values take part, in a fixed order; a
 * request with anything else (or a key too long) is answered without the cache.
 */
function pageKey(readerId: string, params: Record<string, unknown>): string | null {
  const parts = [readerId];
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    if (value === undefined) continue;
    if (value !== null && typeof value === 'object') return null;
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') return null;
    parts.push(`${name}=${JSON.stringify(value)}`);
  }
  const key = parts.join(' ');
  return key.length > MAX_KEY_LENGTH ? null : key;
}

/**
 * Forgets the pages an author's notes are part of, for a change no watched table shows
 * (a suspension hides or shows the author's notes: services/moderation/users.ts).
 */
export function forgetHomePagesOfAuthor(db: Database, userId: string): void {
  cacheOf(db).forgetAuthor(userId);
}

/** The page cache's size on this connection (tests check its bounds). */
export function homePageCacheStats(db: Database): { pages: number; weight: number } {
  return cacheOf(db).stats;
}

/**
 * The reader's home timeline page for `params`, from the cache when `params` ask for the
 * newest page; `query` answers it otherwise, and its answer is kept.
 */
export function homeTimelinePage(
  ctx: InstanceContext,
  reader: { id: string },
  params: Record<string, unknown>,
  query: () => entities.Note[],
): entities.Note[] {
  countReader(ctx.db, reader.id);
  const paged = ['sinceId', 'untilId', 'sinceDate', 'untilDate'].some((k) => params[k] !== undefined);
  const key = paged ? null : pageKey(reader.id, params);
  if (key === null) return query();
  const cache = cacheOf(ctx.db);
  const ids = cache.get(key);
  if (ids) {
    const notes = packNoteIds(ctx, ids, reader);
    // Every note of a kept page is still there and visible, or the page would have been forgotten.
    if (notes.length === ids.length) return notes;
  }
  const notes = query();
  const authors = ctx.db
    .prepare('SELECT followee_id FROM following WHERE follower_id = ?')
    .pluck()
    .all(reader.id) as string[];
  const channels = followedChannelIds(ctx, reader.id).map((id) => `channel:${id}`);
  const until = ctx.db
    .prepare(
      `SELECT MIN(t) FROM (SELECT expires_at AS t FROM mutings WHERE muter_id = @reader AND expires_at > @now
         UNION ALL SELECT expires_at FROM channel_mutings WHERE user_id = @reader AND expires_at > @now)`,
    )
    .pluck()
    .get({ reader: reader.id, now: new Date().toISOString() }) as string | null;
  cache.set(key, {
    authors: new Set([...authors, ...channels, reader.id]),
    ids: notes.map((n) => n.id),
    until,
  });
  return notes;
}
