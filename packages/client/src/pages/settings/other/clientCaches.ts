import { serverMetaKey } from '@/instance';

/**
 * What "clear caches" removes from localStorage: each server's custom emoji list, meta and
 * endpoint list, and the downloaded language texts (the chosen language stays). All of it is
 * fetched again on the reload that follows; settings and accounts are kept elsewhere.
 */
// The emoji and endpoint keys' makers are internal to their modules; the test checks these
// prefixes against them, so a renamed key cannot silently stop being cleared.
const CACHE_PREFIXES = ['shiori:customEmojis:', serverMetaKey(''), 'shiori:endpoints:'];
const CACHE_KEYS: readonly string[] = ['locale', 'localeVersion'];

/** Removes the client caches; answers how many entries went. */
export function clearClientCaches(storage: Storage): number {
  const doomed: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key !== null && (CACHE_KEYS.includes(key) || CACHE_PREFIXES.some((prefix) => key.startsWith(prefix))))
      doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
  return doomed.length;
}

/** The debug information as plain text, one fact a line, for pasting into a bug report. */
export function debugText(facts: { label: string; value: string }[]): string {
  return facts.map((fact) => `${fact.label}: ${fact.value}`).join('\n');
}
