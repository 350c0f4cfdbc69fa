import type { NoteRow } from '../../db/notes.js';
import type { AntennaRow } from './store.js';

/** The author of a note, as far as antennas care. `host` is null for this instance's users. */
export interface NoteAuthor {
  id: string;
  username: string;
  host: string | null;
  isBot: boolean;
}

/** What matching needs to ask the database, so the rules themselves stay pure and testable. */
export interface MatchLookups {
  /** The antenna's owner follows the author, or is the author ('home' source). */
  followsOrIs(ownerId: string, authorId: string): boolean;
  /** The author is a member of the list ('list' source); false when the list does not exist. */
  isListMember(listId: string, userId: string): boolean;
  /** The note's channel is marked sensitive. */
  isSensitiveChannel(channelId: string): boolean;
  /** This instance's host, lowercased: accts naming it are local users. */
  localHost: string;
}

/** `user`, `@user`, `user@host` or `@user@host` to `user@host` lowercased (host null when local). */
export function normalizeAcct(acct: string, localHost: string): string {
  const [username = '', host = null] = acct.replace(/^@/, '').split('@');
  const h = host?.toLowerCase() ?? null;
  return `${username.toLowerCase()}@${h === null || h === localHost ? localHost : h}`;
}

/** The keyword lines with empty words and then empty lines dropped, as Misskey cleans them. */
function cleanLines(lines: readonly (readonly string[])[]): string[][] {
  return lines.map((line) => line.filter((word) => word !== '')).filter((line) => line.length > 0);
}

/** Any line all of whose words occur in `text` (AND within a line, OR across lines). */
function anyLineMatches(lines: readonly string[][], text: string, caseSensitive: boolean): boolean {
  const haystack = caseSensitive ? text : text.toLowerCase();
  return lines.some((line) =>
    line.every((word) => haystack.includes(caseSensitive ? word : word.toLowerCase())),
  );
}

/**
 * Whether a new note belongs in the antenna, by Misskey's rules (AntennaService.checkHitAntenna):
 * followers-only and direct notes never match; keywords are searched in the text and the CW.
 * Deviation: Misskey leaves the 'home' source unimplemented (it matches everything); here it
 * means what its name says, notes of the people the owner follows and the owner's own.
 */
export function antennaMatches(
  antenna: AntennaRow,
  note: NoteRow,
  author: NoteAuthor,
  lookups: MatchLookups,
): boolean {
  if (note.visibility === 'specified' || note.visibility === 'followers') return false;
  if (antenna.excludeBots && author.isBot) return false;
  if (antenna.localOnly && author.host !== null) return false;
  if (!antenna.withReplies && note.replyId !== null) return false;
  if (antenna.withFile && note.fileIds.length === 0) return false;

  switch (antenna.src) {
    case 'home':
      if (!lookups.followsOrIs(antenna.userId, author.id)) return false;
      break;
    case 'list':
      if (antenna.userListId === null || !lookups.isListMember(antenna.userListId, author.id)) return false;
      break;
    case 'users':
    case 'users_blacklist': {
      const me = normalizeAcct(`${author.username}@${author.host ?? lookups.localHost}`, lookups.localHost);
      const listed = antenna.users.some((acct) => normalizeAcct(acct, lookups.localHost) === me);
      if (listed !== (antenna.src === 'users')) return false;
      break;
    }
    case 'all':
      break;
  }

  const keywords = cleanLines(antenna.keywords);
  const excludes = cleanLines(antenna.excludeKeywords);
  if (keywords.length > 0 || excludes.length > 0) {
    if (note.text === null && note.cw === null) return false;
    const text = `${note.text ?? ''}\n${note.cw ?? ''}`;
    if (keywords.length > 0 && !anyLineMatches(keywords, text, antenna.caseSensitive)) return false;
    if (excludes.length > 0 && anyLineMatches(excludes, text, antenna.caseSensitive)) return false;
  }

  if (
    antenna.excludeNotesInSensitiveChannel &&
    note.channelId !== null &&
    lookups.isSensitiveChannel(note.channelId)
  )
    return false;
  return true;
}
