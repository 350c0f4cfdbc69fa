/**
 * How the worker answers the client's own files (pure decisions plus the cache calls, so they
 * run in unit tests with a fake cache). Only GETs of this origin under the base path are
 * touched; the API, streaming, media and everything cross-origin go to the network as if no
 * worker were there.
 *
 * - Pages (navigations): the network first, so a new version arrives with its next load;
 *   offline, the kept `index.html`: the app opens and says it is offline.
 * - `assets/` (names carry a content hash, never change): the cache first, and whatever the
 *   network gives is kept, so the code of every page visited once opens offline.
 * - The shell (index.html, the start-up code, en-US texts, icons) is kept at install.
 */

export type RequestKind = 'page' | 'asset' | 'shell' | 'network';

/** What kind of answer `url` gets. `shell` lists the base-relative paths kept at install. */
export function requestKind(
  url: URL,
  method: string,
  mode: string,
  base: URL,
  shell: ReadonlySet<string>,
): RequestKind {
  if (method !== 'GET' || url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) {
    return 'network';
  }
  const path = url.pathname.slice(base.pathname.length);
  if (path === 'api' || path.startsWith('api/') || path.startsWith('streaming')) return 'network';
  if (mode === 'navigate') return 'page';
  if (path.startsWith('assets/')) return 'asset';
  if (shell.has(path)) return 'shell';
  return 'network';
}

export interface CacheLike {
  match(request: Request | string): Promise<Response | undefined>;
  put(request: Request | string, response: Response): Promise<void>;
}

/**
 * The network first; when it cannot be reached, the kept `fallback` (index.html for a page, the
 * file itself for the shell's unhashed files, so their updates still arrive online).
 */
export async function networkFirst(
  request: Request,
  cache: CacheLike,
  fallback: string,
  fetchNetwork: (request: Request) => Promise<Response>,
): Promise<Response> {
  try {
    return await fetchNetwork(request);
  } catch (error) {
    const kept = await cache.match(fallback);
    if (kept) return kept;
    throw error;
  }
}

/** Cache first; a good network answer is kept for next time. */
export async function answerAsset(
  request: Request,
  cache: CacheLike,
  fetchNetwork: (request: Request) => Promise<Response>,
): Promise<Response> {
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetchNetwork(request);
  // Only complete, same-origin answers: a partial (206) or opaque one must not stand in later.
  if (response.status === 200 && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}
