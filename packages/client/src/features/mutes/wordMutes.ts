/**
 * Word mutes, applied by the client: a real Misskey server stores `mutedWords` and
 * `hardMutedWords` but does not filter notes by them, so whichever server the account is on,
 * the client decides which notes to collapse (soft) or drop (hard).
 *
 * An entry is either a list of words (all of them must occur: AND) or a `/pattern/flags`
 * string (a regular expression). A note matches when any entry matches (OR).
 * Words are plain substring tests, never turned into a pattern, so nothing a user types as a
 * word can make matching slow; a pattern is the user's own RegExp, compiled once.
 */

export type WordMuteEntry = string | string[];

/** A compiled entry: words (lower-cased) or a pattern; null for an entry that can never match. */
type Matcher = { words: string[] } | { pattern: RegExp };

/** Flags a RegExp accepts; `g` and `y` are dropped because they make `test()` keep state. */
const ALLOWED_FLAGS = /^[dgimsuvy]*$/;

/** Longest pattern compiled (Misskey's own form field allows far less in practice). */
const MAX_PATTERN_LENGTH = 1000;

/** `/pattern/flags` → a RegExp, or null when it is not one or does not compile. */
export function parseRegexEntry(entry: string): RegExp | null {
  const match = /^\/(.+)\/([a-z]*)$/s.exec(entry);
  if (!match) return null;
  const [, source = '', flags = ''] = match;
  if (source.length > MAX_PATTERN_LENGTH || !ALLOWED_FLAGS.test(flags)) return null;
  if (new Set(flags).size !== flags.length) return null;
  try {
    return new RegExp(source, flags.replace(/[gy]/g, ''));
  } catch {
    return null;
  }
}

function compileEntry(entry: WordMuteEntry): Matcher | null {
  if (typeof entry === 'string') {
    const pattern = parseRegexEntry(entry);
    if (pattern) return { pattern };
    // A bare string that is not a pattern is one word (older data stores words so).
    const word = entry.trim().toLowerCase();
    return word ? { words: [word] } : null;
  }
  if (!Array.isArray(entry)) return null;
  const words = entry
    .filter((word): word is string => typeof word === 'string')
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== '');
  return words.length > 0 ? { words } : null;
}

export interface WordMuteMatcher {
  /** True when the text matches an entry. */
  matches(text: string): boolean;
  /** True when there are no usable entries (nothing can match). */
  readonly empty: boolean;
}

const compiled = new WeakMap<readonly WordMuteEntry[], WordMuteMatcher>();

/** One matcher per entries array (the account object keeps the same array until it changes). */
export function wordMuteMatcher(entries: readonly WordMuteEntry[] | null | undefined): WordMuteMatcher {
  if (!entries) return NEVER;
  const cached = compiled.get(entries);
  if (cached) return cached;
  const matchers = entries.map(compileEntry).filter((matcher): matcher is Matcher => matcher !== null);
  const matcher: WordMuteMatcher = {
    empty: matchers.length === 0,
    matches(text: string) {
      if (matchers.length === 0 || text === '') return false;
      const lower = text.toLowerCase();
      return matchers.some((m) =>
        'pattern' in m ? m.pattern.test(text) : m.words.every((word) => lower.includes(word)),
      );
    },
  };
  compiled.set(entries, matcher);
  return matcher;
}

const NEVER: WordMuteMatcher = { empty: true, matches: () => false };

/** The parts of a note that word mutes read. */
export interface MutableNote {
  userId: string;
  text: string | null;
  cw?: string | null;
  poll?: { choices: Array<{ text: string }> } | null;
  renote?: MutableNote | null;
}

/** A note's searchable text: CW, text and poll choices (not its author's name). */
export function noteText(note: MutableNote): string {
  const parts = [note.cw, note.text, ...(note.poll?.choices.map((choice) => choice.text) ?? [])];
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join('\n');
}

/**
 * Whether a note (or the note it renotes or quotes) matches. The viewer's own notes never do:
 * muting a word is about others' notes, and one's own post vanishing would look like a loss.
 */
export function noteMatches(note: MutableNote, matcher: WordMuteMatcher, viewerId: string | null): boolean {
  if (matcher.empty) return false;
  if (note.userId !== viewerId && matcher.matches(noteText(note))) return true;
  const inner = note.renote;
  return Boolean(inner && inner.userId !== viewerId && matcher.matches(noteText(inner)));
}

/**
 * Textarea lines → entries, as the settings page saves them: a `/pattern/flags` line stays a
 * string, any other line is its words split on spaces; blank lines are dropped.
 */
export function parseWordMuteText(text: string): WordMuteEntry[] {
  const entries: WordMuteEntry[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (/^\/(.+)\/([a-z]*)$/s.test(line)) entries.push(line);
    else entries.push(line.split(/\s+/).filter((word) => word !== ''));
  }
  return entries;
}

/** Entries → one line each, the inverse of parseWordMuteText. */
export function formatWordMuteText(entries: readonly WordMuteEntry[] | null | undefined): string {
  return (entries ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.join(' '))).join('\n');
}

/** Lines that look like patterns but do not compile: the settings page names them. */
export function invalidPatternLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^\/(.+)\/([a-z]*)$/s.test(line) && parseRegexEntry(line) === null);
}
