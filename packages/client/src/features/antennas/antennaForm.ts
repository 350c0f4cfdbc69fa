import type * as Misskey from 'misskey-js';

export type AntennaSource = Misskey.entities.Antenna['src'];

/** The editor's state: the keyword and user lists as the text the reader types. */
export interface AntennaForm {
  name: string;
  src: AntennaSource;
  userListId: string | null;
  /** One acct per line (`@alice`, `bob@example.com`). */
  users: string;
  /** Words separated by spaces must all occur (AND); lines are alternatives (OR). */
  keywords: string;
  excludeKeywords: string;
  caseSensitive: boolean;
  localOnly: boolean;
  excludeBots: boolean;
  withReplies: boolean;
  withFile: boolean;
  excludeNotesInSensitiveChannel: boolean;
}

export const ANTENNA_NAME_MAX = 100;

export const EMPTY_ANTENNA_FORM: AntennaForm = {
  name: '',
  src: 'all',
  userListId: null,
  users: '',
  keywords: '',
  excludeKeywords: '',
  caseSensitive: false,
  localOnly: false,
  excludeBots: false,
  withReplies: false,
  withFile: false,
  excludeNotesInSensitiveChannel: false,
};

/** Text to Misskey's keyword lines: a line per alternative, its words split on white space. */
export function parseKeywordLines(text: string): string[][] {
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/u).filter(Boolean))
    .filter((line) => line.length > 0);
}

export function formatKeywordLines(lines: readonly (readonly string[])[]): string {
  return lines.map((line) => line.join(' ')).join('\n');
}

export function parseUsers(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A user as an antenna names them: `@name` here, `@name@host` for other servers. */
export function acctOf(user: { username: string; host: string | null }): string {
  return user.host ? `@${user.username}@${user.host}` : `@${user.username}`;
}

/** The users text with `acct` on a line of its own at the end, unless it is already there. */
export function addUser(text: string, acct: string): string {
  const lines = parseUsers(text);
  const key = (line: string) => line.replace(/^@/, '').toLowerCase();
  if (lines.some((line) => key(line) === key(acct))) return text;
  return [...lines, acct].join('\n');
}

export function formFromAntenna(antenna: Misskey.entities.Antenna): AntennaForm {
  return {
    name: antenna.name,
    src: antenna.src,
    userListId: antenna.userListId,
    users: antenna.users.join('\n'),
    keywords: formatKeywordLines(antenna.keywords),
    excludeKeywords: formatKeywordLines(antenna.excludeKeywords),
    caseSensitive: antenna.caseSensitive,
    localOnly: antenna.localOnly,
    excludeBots: antenna.excludeBots,
    withReplies: antenna.withReplies,
    withFile: antenna.withFile,
    excludeNotesInSensitiveChannel: antenna.excludeNotesInSensitiveChannel,
  };
}

export type AntennaFormProblem = 'nameMissing' | 'keywordsMissing' | 'listMissing' | 'usersMissing';

/** What keeps the form from being sent, checked before the server would refuse it. */
export function formProblem(form: AntennaForm): AntennaFormProblem | null {
  if (form.name.trim() === '') return 'nameMissing';
  if (form.src === 'list' && !form.userListId) return 'listMissing';
  if ((form.src === 'users' || form.src === 'users_blacklist') && parseUsers(form.users).length === 0)
    return 'usersMissing';
  if (parseKeywordLines(form.keywords).length === 0 && parseKeywordLines(form.excludeKeywords).length === 0)
    return 'keywordsMissing';
  return null;
}

/** The body of antennas/create (and, with antennaId, of antennas/update). */
export function antennaRequest(form: AntennaForm): Misskey.entities.AntennasCreateRequest {
  return {
    name: form.name.trim(),
    src: form.src,
    userListId: form.src === 'list' ? form.userListId : null,
    users: parseUsers(form.users),
    keywords: parseKeywordLines(form.keywords),
    excludeKeywords: parseKeywordLines(form.excludeKeywords),
    caseSensitive: form.caseSensitive,
    localOnly: form.localOnly,
    excludeBots: form.excludeBots,
    withReplies: form.withReplies,
    withFile: form.withFile,
    excludeNotesInSensitiveChannel: form.excludeNotesInSensitiveChannel,
  };
}
