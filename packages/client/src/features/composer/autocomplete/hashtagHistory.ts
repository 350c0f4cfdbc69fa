/**
 * The hashtags this device has posted, most recent first (spec 001 §7: kept locally, never on
 * the server). Offered first by hashtag autocomplete.
 */
export const HASHTAG_HISTORY_KEY = 'shiori:hashtags';
const MAX_HISTORY = 100;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function hashtagHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(HASHTAG_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

/** The hashtags in a note's text, in order, without repeats; all-digit tags are not hashtags. */
export function extractHashtags(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?:^|\s)#([^\s#.,!?'"()[\]{}<>「」【】:;@]+)/g)) {
    const tag = match[1];
    if (tag && !/^\d+$/.test(tag) && !found.includes(tag)) found.push(tag);
  }
  return found;
}

/** Called by the form after a note is posted: its hashtags move to the front of the history. */
export function rememberHashtags(text: string): void {
  const tags = extractHashtags(text);
  if (tags.length === 0) return;
  const history = [...tags, ...hashtagHistory().filter((tag) => !tags.includes(tag))].slice(0, MAX_HISTORY);
  try {
    storage()?.setItem(HASHTAG_HISTORY_KEY, JSON.stringify(history));
  } catch {
    // A full storage only costs the suggestion.
  }
}

/** History entries starting with the query (case-insensitive) first, then the server's, no repeats. */
export function mergeHashtagSuggestions(
  query: string,
  history: string[],
  fromServer: string[],
  limit = 10,
): string[] {
  const lower = query.toLowerCase();
  const local = history.filter((tag) => tag.toLowerCase().startsWith(lower));
  const merged = [...local];
  for (const tag of fromServer) {
    if (!merged.some((t) => t.toLowerCase() === tag.toLowerCase())) merged.push(tag);
  }
  return merged.slice(0, limit);
}
