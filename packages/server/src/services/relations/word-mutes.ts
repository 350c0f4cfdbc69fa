import type { Database } from '../../db/database.js';

/** A word mute as Misskey stores it: words that must all appear (AND), or a `/re/flags` string. */
export type MutedWord = string[] | string;

export interface MuteSettings {
  mutedWords: MutedWord[];
  hardMutedWords: MutedWord[];
  mutedInstances: string[];
}

const EMPTY: MuteSettings = { mutedWords: [], hardMutedWords: [], mutedInstances: [] };

export function muteSettingsOf(db: Database, userId: string): MuteSettings {
  const row = db
    .prepare(
      'SELECT muted_words, hard_muted_words, muted_instances FROM user_mute_settings WHERE user_id = ?',
    )
    .get(userId) as { muted_words: string; hard_muted_words: string; muted_instances: string } | undefined;
  if (!row) return EMPTY;
  return {
    mutedWords: JSON.parse(row.muted_words) as MutedWord[],
    hardMutedWords: JSON.parse(row.hard_muted_words) as MutedWord[],
    mutedInstances: JSON.parse(row.muted_instances) as string[],
  };
}

/** Stores the given parts; the others keep their value. */
export function updateMuteSettings(db: Database, userId: string, update: Partial<MuteSettings>): void {
  const next = { ...muteSettingsOf(db, userId), ...update };
  db.prepare(
    `INSERT INTO user_mute_settings (user_id, muted_words, hard_muted_words, muted_instances) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET muted_words = excluded.muted_words,
       hard_muted_words = excluded.hard_muted_words, muted_instances = excluded.muted_instances`,
  ).run(
    userId,
    JSON.stringify(next.mutedWords),
    JSON.stringify(next.hardMutedWords),
    JSON.stringify(next.mutedInstances),
  );
}

/**
 * Misskey's measure of a word mute list against the `wordMuteLimit` policy: the length of
 * its JSON text, so long words count more than short ones.
 */
export function wordMuteSize(words: MutedWord[]): number {
  return JSON.stringify(words).length;
}

/** Whether a string word mute is a valid `/pattern/flags` regular expression. */
export function isValidRegexMute(word: string): boolean {
  const match = /^\/(.+)\/(.*)$/.exec(word);
  if (!match) return false;
  try {
    new RegExp(match[1] ?? '', match[2]);
    return true;
  } catch {
    return false;
  }
}

/** A compiled word mute list: whether a text is muted by it. */
export function wordMuteMatcher(words: MutedWord[]): (text: string) => boolean {
  const rules = words.flatMap((word): ((text: string) => boolean)[] => {
    if (typeof word === 'string') {
      const match = /^\/(.+)\/(.*)$/.exec(word);
      if (!match) return [];
      try {
        // A global or sticky expression would remember where it stopped between notes.
        const re = new RegExp(match[1] ?? '', (match[2] ?? '').replace(/[gy]/g, ''));
        return [(text) => re.test(text)];
      } catch {
        return [];
      }
    }
    const parts = word.map((w) => w.trim().toLowerCase()).filter((w) => w !== '');
    if (parts.length === 0) return [];
    return [(text) => parts.every((p) => text.toLowerCase().includes(p))];
  });
  return (text) => rules.some((rule) => rule(text));
}
