import type { NoteRow } from '../../db/notes.js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { isNoteHiddenByRelations } from '../relations/index.js';
import { jobCounter } from '../server-stats/jobs.js';
import { antennaMatches, type MatchLookups, type NoteAuthor } from './matching.js';
import { type AntennaRow, activeAntennas, hasUnreadNotes, packAntenna } from './store.js';

export { antennaMatches, normalizeAcct } from './matching.js';
export * from './store.js';

function lookupsFor(ctx: InstanceContext): MatchLookups {
  const { db } = ctx;
  return {
    followsOrIs: (ownerId, authorId) =>
      ownerId === authorId ||
      db
        .prepare('SELECT 1 FROM following WHERE follower_id = ? AND followee_id = ?')
        .get(ownerId, authorId) !== undefined,
    isListMember: (listId, userId) =>
      db
        .prepare('SELECT 1 FROM user_list_memberships WHERE user_list_id = ? AND user_id = ?')
        .get(listId, userId) !== undefined,
    isSensitiveChannel: (channelId) =>
      db.prepare('SELECT 1 FROM channels WHERE id = ? AND is_sensitive = 1').get(channelId) !== undefined,
    localHost: new URL(ctx.config.url).host.toLowerCase(),
  };
}

function authorOf(ctx: InstanceContext, user: UserRow): NoteAuthor {
  const isBot = ctx.db.prepare('SELECT is_bot FROM users WHERE id = ?').pluck().get(user.id) === 1;
  return { id: user.id, username: user.username, host: user.host, isBot };
}

/** How many of its newest hits an antenna keeps (Misskey's antenna timeline length). */
export const ANTENNA_NOTES_KEPT = 200;

/**
 * Matches a just-created note against every active antenna and stores the hits, before the
 * note is announced, so the `antenna` channel finds them when the note event arrives. A hit is
 * unread for the owner unless they wrote the note or would not see it (mutes and blocks); an
 * antenna that gains its first unread note tells the owner's main stream (`unreadAntenna`).
 */
export function addNoteToAntennas(ctx: InstanceContext, note: NoteRow, author: UserRow): AntennaRow[] {
  const antennas = activeAntennas(ctx);
  if (antennas.length === 0) return [];
  jobCounter(ctx, 'antenna').ran();
  const lookups = lookupsFor(ctx);
  const who = authorOf(ctx, author);
  const hits = antennas.filter((antenna) => antennaMatches(antenna, note, who, lookups));
  if (hits.length === 0) return [];
  const insert = ctx.db.prepare(
    'INSERT OR IGNORE INTO antenna_notes (antenna_id, note_id, is_read) VALUES (?, ?, ?)',
  );
  // An antenna keeps its newest hits only, as Misskey's does (its timeline holds 200 notes), so
  // reading one pages through a bounded set however much it catches.
  const trim = ctx.db.prepare(
    `DELETE FROM antenna_notes WHERE antenna_id = @id AND note_id < (SELECT note_id FROM antenna_notes
       WHERE antenna_id = @id ORDER BY note_id DESC LIMIT 1 OFFSET ${ANTENNA_NOTES_KEPT - 1})`,
  );
  const newlyUnread: AntennaRow[] = [];
  ctx.db.transaction(() => {
    for (const antenna of hits) {
      const unread = antenna.userId !== author.id && !isNoteHiddenByRelations(ctx.db, antenna.userId, note);
      if (unread && !hasUnreadNotes(ctx, antenna.id)) newlyUnread.push(antenna);
      insert.run(antenna.id, note.id, unread ? 0 : 1);
      trim.run({ id: antenna.id });
    }
  })();
  for (const antenna of newlyUnread)
    ctx.events.publishMainStream(antenna.userId, 'unreadAntenna', packAntenna(ctx, antenna));
  return hits;
}

/** Whether the note was stored as a hit of the antenna (the `antenna` channel's test). */
export function isAntennaNote(ctx: InstanceContext, antennaId: string, noteId: string): boolean {
  return (
    ctx.db
      .prepare('SELECT 1 FROM antenna_notes WHERE antenna_id = ? AND note_id = ?')
      .get(antennaId, noteId) !== undefined
  );
}

/** `i`'s hasUnreadAntenna: any of the user's antennas holds a note they have not read. */
export function hasUnreadAntenna(ctx: InstanceContext, userId: string): boolean {
  return (
    ctx.db
      .prepare(
        `SELECT 1 FROM antennas a JOIN antenna_notes an ON an.antenna_id = a.id AND an.is_read = 0
         WHERE a.user_id = ? LIMIT 1`,
      )
      .get(userId) !== undefined
  );
}

/**
 * Reading an antenna's timeline reads all of it; when that leaves the owner nothing unread,
 * their main stream hears `readAllAntennas` (spec 000 §7; misskey-js does not type it).
 */
export function markAntennaRead(ctx: InstanceContext, antenna: AntennaRow): void {
  const changed = ctx.db
    .prepare('UPDATE antenna_notes SET is_read = 1 WHERE antenna_id = ? AND is_read = 0')
    .run(antenna.id).changes;
  if (changed > 0 && !hasUnreadAntenna(ctx, antenna.userId)) {
    const publish = ctx.events.publishMainStream as (userId: string, type: string) => void;
    publish.call(ctx.events, antenna.userId, 'readAllAntennas');
  }
}

/** The SQL condition on notes alias `n` for an antenna's stored hits (bind `@antennaId`). */
export const ANTENNA_NOTES_SQL =
  'n.id IN (SELECT an.note_id FROM antenna_notes an WHERE an.antenna_id = @antennaId)';
