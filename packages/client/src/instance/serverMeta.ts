import type { InstanceMeta } from './InstanceContext';

/** Spec 000 §7: a server's `meta` is kept for an hour before it is asked again. */
export const SERVER_META_CACHE_MS = 60 * 60 * 1000;

/** One entry per server origin, so accounts on several servers each see their own. */
export function serverMetaKey(origin: string): string {
  return `shiori:meta:${origin}`;
}

interface Entry {
  meta: InstanceMeta;
  fetchedAt: number;
  /** The stored text, to tell whether a refresh changed anything. */
  text: string;
}

type Listener = (meta: InstanceMeta) => void;

export interface ServerMetaCacheOptions {
  /** localStorage, or null when the browser has none (then only this page remembers). */
  storage: Storage | null;
  /** `meta` with `detail: true` from the server at `origin`, without a token. */
  fetchMeta(origin: string): Promise<InstanceMeta>;
  now?: () => number;
}

function isMeta(value: unknown): value is InstanceMeta {
  // The few fields everything reading meta relies on; anything else may be missing or newer.
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { version?: unknown }).version === 'string' &&
    typeof (value as { policies?: unknown }).policies === 'object'
  );
}

/**
 * The `meta` of every server this device talks to (the current account's, the other saved
 * accounts', the default one), in memory and in localStorage. Reading never waits for a
 * server: `cached` answers at once (null when unknown), and `get` only asks when the stored
 * copy is older than an hour. A server that is down keeps its last copy.
 */
export class ServerMetaCache {
  private readonly entries = new Map<string, Entry | null>();
  private readonly pending = new Map<string, Promise<InstanceMeta>>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly now: () => number;

  constructor(private readonly options: ServerMetaCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The last known meta of the server, however old; null when it was never fetched. */
  cached(origin: string): InstanceMeta | null {
    return this.entry(origin)?.meta ?? null;
  }

  /** The stored meta when it is younger than an hour, else null. */
  fresh(origin: string): InstanceMeta | null {
    const entry = this.entry(origin);
    return entry && this.now() - entry.fetchedAt < SERVER_META_CACHE_MS ? entry.meta : null;
  }

  /**
   * The fresh copy, else the server's answer, else (server down) the last copy however old.
   * Rejects only when the server fails and nothing was ever stored.
   */
  get(origin: string): Promise<InstanceMeta> {
    const fresh = this.fresh(origin);
    if (fresh) return Promise.resolve(fresh);
    return this.refresh(origin).catch((error: unknown) => {
      const stale = this.cached(origin);
      if (stale) return stale;
      throw error;
    });
  }

  /** Asks the server now (once at a time per server), stores the answer and tells listeners when it changed. */
  refresh(origin: string): Promise<InstanceMeta> {
    const running = this.pending.get(origin);
    if (running) return running;
    const request = this.options
      .fetchMeta(origin)
      .then((meta) => {
        const text = JSON.stringify(meta);
        const previous = this.entry(origin);
        const changed = previous?.text !== text;
        // An unchanged answer keeps the object already handed out, so nothing re-renders.
        const entry: Entry =
          previous && !changed
            ? { ...previous, fetchedAt: this.now() }
            : { meta, fetchedAt: this.now(), text };
        this.entries.set(origin, entry);
        this.write(origin, entry);
        if (changed) for (const listener of this.listeners.get(origin) ?? []) listener(entry.meta);
        return entry.meta;
      })
      .finally(() => this.pending.delete(origin));
    this.pending.set(origin, request);
    return request;
  }

  /** Called with the new meta whenever a refresh brings a different one. */
  subscribe(origin: string, listener: Listener): () => void {
    const set = this.listeners.get(origin) ?? new Set<Listener>();
    this.listeners.set(origin, set);
    set.add(listener);
    return () => set.delete(listener);
  }

  private entry(origin: string): Entry | null {
    if (!this.entries.has(origin)) this.entries.set(origin, this.read(origin));
    return this.entries.get(origin) ?? null;
  }

  private read(origin: string): Entry | null {
    const { storage } = this.options;
    if (!storage) return null;
    try {
      const text = storage.getItem(serverMetaKey(origin));
      if (text === null) return null;
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null) return null;
      const { meta, fetchedAt } = parsed as { meta?: unknown; fetchedAt?: unknown };
      if (!isMeta(meta) || typeof fetchedAt !== 'number') return null;
      return { meta, fetchedAt, text: JSON.stringify(meta) };
    } catch (error) {
      // Corrupt or blocked storage only costs a request.
      console.warn('Ignoring the unreadable cached server meta', error);
      return null;
    }
  }

  private write(origin: string, entry: Entry): void {
    const { storage } = this.options;
    if (!storage) return;
    try {
      storage.setItem(
        serverMetaKey(origin),
        JSON.stringify({ meta: entry.meta, fetchedAt: entry.fetchedAt }),
      );
    } catch (error) {
      console.warn('Could not cache the server meta', error);
    }
  }
}
