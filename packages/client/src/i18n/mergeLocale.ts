export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Fills keys the translation lacks from the fallback (en-US), so a partial locale never shows
 * blanks. Only strings are taken from the translation: a malformed file cannot change shapes.
 * The build does this for every locale file it writes (vite.config.ts), so the client never
 * needs the en-US texts beside the chosen ones.
 */
export function mergeLocale<T>(
  fallback: T,
  translation: unknown,
  onMissing?: (key: string) => void,
  path = '',
): T {
  if (!isRecord(fallback)) return fallback;
  const source = isRecord(translation) ? translation : {};
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fallback)) {
    const keyPath = path ? `${path}.${key}` : key;
    if (typeof value === 'string') {
      const translated = source[key];
      if (typeof translated === 'string') result[key] = translated;
      else {
        onMissing?.(keyPath);
        result[key] = value;
      }
    } else {
      result[key] = mergeLocale(value, source[key], onMissing, keyPath);
    }
  }
  return result as T;
}

/** A locale file as the client fetches it: every key of en-US, translated where it can be. */
export function completeLocale(source: unknown, translation: unknown): { text: string; missing: string[] } {
  const missing: string[] = [];
  const texts = mergeLocale(source, translation, (key) => missing.push(key));
  return { text: JSON.stringify(texts), missing };
}
