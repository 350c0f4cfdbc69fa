/**
 * The id of a note when `text` is just a link to a note page (/notes/{id}) on one of the given
 * origins (the account's server and this client); null otherwise.
 */
export function noteIdFromUrl(text: string, origins: string[]): string | null {
  const trimmed = text.trim();
  if (/\s/.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const known = origins.some((origin) => {
    try {
      return new URL(origin).origin === url.origin;
    } catch {
      return false;
    }
  });
  if (!known) return null;
  return /^\/notes\/([0-9a-zA-Z]+)\/?$/.exec(url.pathname)?.[1] ?? null;
}
