import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { SERVER_META_CACHE_MS } from './serverMeta';

/**
 * Which features the account's server offers (issue 20: differences between servers are
 * handled, not assumed). An older Misskey or a fork may lack whole families of endpoints; the
 * client hides what a server lacks instead of offering pages that fail.
 *
 * What a server serves comes from its `endpoints` answer (every endpoint name), kept per origin
 * for an hour like its meta. A server without `endpoints` (or unreachable) is assumed to offer
 * everything, and any call answered NO_SUCH_ENDPOINT is remembered as missing from then on.
 */

/** A feature and the endpoint whose presence means the server offers it. */
export const FEATURE_ENDPOINTS = {
  notifications: 'i/notifications',
  explore: 'users',
  favorites: 'i/favorites',
  lists: 'users/lists/list',
  antennas: 'antennas/list',
  clips: 'clips/list',
  drive: 'drive/files',
  followRequests: 'following/requests/list',
  announcements: 'announcements',
  channels: 'channels/featured',
  search: 'notes/search',
  /** The forks' scheduled-notes list (Misskey itself schedules through drafts). */
  scheduledNotes: 'notes/schedule/list',
  /** Shiori's own list of the user's import and export jobs with their progress. */
  importExportJobs: 'i/import-export/jobs',
  /** Older servers and some forks lack pages, the gallery or Play (the lists' first calls). */
  pages: 'pages/featured',
  gallery: 'gallery/featured',
  play: 'flash/featured',
} as const;

export type ServerFeature = keyof typeof FEATURE_ENDPOINTS;

/** Pages that belong to a feature, by path prefix (a whole segment), for a direct visit. */
const FEATURE_PATHS: readonly (readonly [string, ServerFeature])[] = [
  ['/my/notifications', 'notifications'],
  ['/explore', 'explore'],
  ['/my/favorites', 'favorites'],
  ['/my/lists', 'lists'],
  ['/timeline/list', 'lists'],
  ['/list', 'lists'],
  ['/my/antennas', 'antennas'],
  ['/timeline/antenna', 'antennas'],
  ['/my/clips', 'clips'],
  ['/clips', 'clips'],
  ['/my/drive', 'drive'],
  ['/my/follow-requests', 'followRequests'],
  ['/announcements', 'announcements'],
  ['/channels', 'channels'],
  ['/search', 'search'],
  ['/pages', 'pages'],
  ['/gallery', 'gallery'],
  ['/play', 'play'],
];

/** A page's own address sits under its author's profile: `/@{user}/pages/{name}`. */
const PAGE_UNDER_PROFILE = /^\/@[^/]+\/pages\/[^/]+$/;

/** The feature a page at `path` (no query or hash) belongs to, or null for pages every server has. */
export function featureOfPath(path: string): ServerFeature | null {
  if (PAGE_UNDER_PROFILE.test(path)) return 'pages';
  for (const [prefix, feature] of FEATURE_PATHS) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return feature;
  }
  return null;
}

/** Spec 000 §7 keeps a server's meta for an hour; its endpoint list is kept as long. */
export const ENDPOINTS_CACHE_MS = SERVER_META_CACHE_MS;

export function endpointsKey(origin: string): string {
  return `shiori:endpoints:${origin}`;
}

interface Known {
  /** Every endpoint the server named; null when it could not say (assume everything). */
  names: ReadonlySet<string> | null;
  /** Endpoints a call found missing, whatever the list said. */
  missing: Set<string>;
}

export interface CapabilitiesEnvironment {
  storage: Storage | null;
  now(): number;
}

/**
 * Where the endpoint list comes from: the account's API (its server, no token needed). Only
 * the one call is named, so this layer needs nothing from the API layer above it.
 */
export interface EndpointsSource {
  readonly origin: string;
  call(endpoint: 'endpoints', params: Record<string, never>): Promise<unknown>;
}

function pageStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const browserEnvironment: CapabilitiesEnvironment = { storage: pageStorage(), now: () => Date.now() };

/** The endpoint lists of every server this page has asked, with listeners for changes. */
export class ServerCapabilities {
  private readonly known = new Map<string, Known>();
  private readonly loading = new Map<string, Promise<void>>();
  /** When each server last answered (even without a list), so it is asked at most hourly. */
  private readonly answeredAt = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  /** Bumped on every change, so React sees a new snapshot. */
  private version = 0;

  constructor(private readonly env: CapabilitiesEnvironment) {}

  /** Whether the server at `origin` serves `endpoint`, as far as is known now (unknown: yes). */
  offersEndpoint(origin: string, endpoint: string): boolean {
    const known = this.entry(origin);
    if (known.missing.has(endpoint)) return false;
    return known.names === null || known.names.has(endpoint);
  }

  offers(origin: string, feature: ServerFeature): boolean {
    return this.offersEndpoint(origin, FEATURE_ENDPOINTS[feature]);
  }

  /** Asks the server for its endpoint list unless a copy younger than an hour is stored. */
  load(source: EndpointsSource): Promise<void> {
    const { origin } = source;
    const answered = this.answeredAt.get(origin);
    if (answered !== undefined && this.env.now() - answered < ENDPOINTS_CACHE_MS) return Promise.resolve();
    const storedAt = this.readStored(origin, true);
    if (storedAt !== null) {
      // Remembered, so the many components that ask (every note's menu) do not parse it again.
      this.answeredAt.set(origin, storedAt);
      return Promise.resolve();
    }
    const running = this.loading.get(origin);
    if (running) return running;
    const request = source
      .call('endpoints', {})
      .then((answer) => {
        this.answeredAt.set(origin, this.env.now());
        if (Array.isArray(answer) && answer.every((name) => typeof name === 'string')) {
          this.store(origin, answer);
        } else {
          // No `endpoints` (an old or unusual server): assume everything, learn from failures.
          this.update(origin, null);
        }
      })
      .catch((error: unknown) => {
        this.answeredAt.set(origin, this.env.now());
        // Unreachable for now: keep whatever was known (a stale list beats guessing). A server
        // that answered with an error has no `endpoints`: assume everything.
        if ((error as { code?: unknown } | null)?.code !== undefined && !this.known.get(origin)?.names) {
          this.update(origin, null);
        }
      })
      .finally(() => this.loading.delete(origin));
    this.loading.set(origin, request);
    return request;
  }

  /** A call was answered NO_SUCH_ENDPOINT: the server lacks it, whatever its list said. */
  noteMissing(origin: string, endpoint: string): void {
    const known = this.entry(origin);
    if (known.missing.has(endpoint)) return;
    known.missing.add(endpoint);
    // Drop it from the stored list too, so the next page load hides it from the start.
    if (known.names?.has(endpoint)) {
      this.store(
        origin,
        [...known.names].filter((name) => name !== endpoint),
      );
    } else {
      this.changed();
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): number => this.version;

  private entry(origin: string): Known {
    const known = this.known.get(origin);
    if (known) return known;
    this.readStored(origin, false);
    return this.known.get(origin) ?? this.update(origin, null, false);
  }

  /**
   * Takes the stored list into memory; with `freshOnly`, only one younger than an hour.
   * Answers when it was stored, or null when there is none (or too old).
   */
  private readStored(origin: string, freshOnly: boolean): number | null {
    try {
      const text = this.env.storage?.getItem(endpointsKey(origin));
      if (!text) return null;
      const stored = JSON.parse(text) as { at?: unknown; names?: unknown };
      if (typeof stored.at !== 'number' || !Array.isArray(stored.names)) return null;
      if (freshOnly && this.env.now() - stored.at >= ENDPOINTS_CACHE_MS) return null;
      if (!this.known.has(origin)) this.update(origin, stored.names as string[], false);
      return stored.at;
    } catch {
      return null;
    }
  }

  private store(origin: string, names: readonly string[]): void {
    try {
      this.env.storage?.setItem(endpointsKey(origin), JSON.stringify({ at: this.env.now(), names }));
    } catch {
      // Storage full or refused: the list still holds for this page.
    }
    this.update(origin, names);
  }

  private update(origin: string, names: readonly string[] | null, notify = true): Known {
    const previous = this.known.get(origin);
    const known: Known = { names: names ? new Set(names) : null, missing: previous?.missing ?? new Set() };
    this.known.set(origin, known);
    if (notify) this.changed();
    return known;
  }

  private changed(): void {
    this.version++;
    for (const listener of this.listeners) listener();
  }
}

/** The page's one store, shared by the navigation, the pages and the API client. */
export const serverCapabilities = new ServerCapabilities(browserEnvironment);

/** Called by the API client for every NO_SUCH_ENDPOINT answer. */
export function noteMissingEndpoint(origin: string, endpoint: string): void {
  serverCapabilities.noteMissing(origin, endpoint);
}

/**
 * What the server of `source` (the account's API) offers, as a function of the feature; asks
 * for the endpoint list on first use and re-renders when it arrives or a call finds an
 * endpoint missing.
 */
export function useServerOffers(
  source: EndpointsSource,
  store: ServerCapabilities = serverCapabilities,
): (feature: ServerFeature) => boolean {
  const version = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  const { origin } = source;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one request per server, whichever API object asks.
  useEffect(() => {
    void store.load(source);
  }, [store, origin]);
  // A new function only when something changed, so memoised navigation is rebuilt only then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version stands for the store's content.
  return useMemo(() => (feature: ServerFeature) => store.offers(origin, feature), [store, origin, version]);
}
