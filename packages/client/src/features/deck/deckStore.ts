import { type Deck, defaultDeck, normalizeDeck, randomColumnId } from './model';
import { isDeckScope } from './profiles';

/** The registry calls the deck needs, for scope ['client','deck','profiles'] (see `registryOf`). */
export interface DeckRegistry {
  /** Rejects with Misskey's NO_SUCH_KEY error when nothing is saved under the key. */
  get(key: string): Promise<unknown>;
  set(key: string, value: Deck): Promise<void>;
  remove(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

/**
 * A copy of each profile's deck kept on this device, so the deck appears at once on the next
 * start (and the routed page is not moved, and so mounted again, when the registry answers).
 */
export interface DeckCache {
  read(profile: string): unknown;
  write(profile: string, deck: Deck): void;
}

export type DeckStatus = 'loading' | 'ready' | 'failed';

export interface DeckSnapshot {
  profile: string;
  /** Null until the profile has loaded (or when loading failed). */
  deck: Deck | null;
  status: DeckStatus;
}

export interface DeckStoreOptions {
  registry: DeckRegistry;
  profile: string;
  newId?: () => string;
  cache?: DeckCache;
  /** A save that failed; the deck stays as it is on screen and the next change saves again. */
  onSaveError?(error: unknown): void;
}

export interface DeckStore {
  getSnapshot(): DeckSnapshot;
  subscribe(listener: () => void): () => void;
  /** Applies a change at once; saves it 1000 ms after the last change (spec 000 §4). */
  update(change: (deck: Deck) => Deck): void;
  /** Saves a pending change now (the page is going away, or the profile changes). */
  flush(): void;
  /** Saves the current profile's pending change, then loads another profile. */
  switchProfile(profile: string): void;
  /** Loads the current profile again (after a failure). */
  reload(): void;
  /** A `registryUpdated` event of the main stream: another tab or device saved a deck. */
  applyRemote(update: { scope?: string[]; key: string; value: unknown }): void;
  dispose(): void;
}

export const SAVE_DELAY_MS = 1000;

export function isNoSuchKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'NO_SUCH_KEY';
}

export function createDeckStore(options: DeckStoreOptions): DeckStore {
  const { registry, newId = randomColumnId, onSaveError, cache } = options;
  let snapshot: DeckSnapshot = { profile: options.profile, deck: null, status: 'loading' };
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  // Values this tab posted whose registryUpdated echo has not come back yet.
  let echoes: string[] = [];
  let generation = 0;
  let disposed = false;

  const publish = (next: DeckSnapshot) => {
    snapshot = next;
    if (next.deck) cache?.write(next.profile, next.deck);
    for (const listener of listeners) listener();
  };

  const save = () => {
    timer = null;
    const { profile, deck } = snapshot;
    if (!deck) return;
    const text = JSON.stringify(deck);
    echoes.push(text);
    registry.set(profile, deck).catch((error: unknown) => {
      echoes = echoes.filter((echo) => echo !== text);
      onSaveError?.(error);
    });
  };

  const load = (profile: string) => {
    const mine = ++generation;
    echoes = [];
    const cached = normalizeDeck(cache?.read(profile));
    publish(cached ? { profile, deck: cached, status: 'ready' } : { profile, deck: null, status: 'loading' });
    const settle = (deck: Deck | null) => {
      if (mine !== generation || disposed) return;
      // A change made on the cached deck meanwhile is saved over the registry's in a moment.
      if (timer !== null) return;
      if (deck === null) {
        if (!cached) publish({ profile, deck: null, status: 'failed' });
        return;
      }
      if (JSON.stringify(deck) !== JSON.stringify(snapshot.deck)) publish({ profile, deck, status: 'ready' });
    };
    registry.get(profile).then(
      // A value that is not a deck (written by something else) is replaced on the first change.
      (value) => settle(normalizeDeck(value) ?? defaultDeck(newId)),
      (error: unknown) => settle(isNoSuchKey(error) ? (cached ?? defaultDeck(newId)) : null),
    );
  };

  const flush = () => {
    if (timer === null) return;
    clearTimeout(timer);
    save();
  };

  load(options.profile);

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(change) {
      if (!snapshot.deck || disposed) return;
      const deck = change(snapshot.deck);
      if (deck === snapshot.deck) return;
      publish({ ...snapshot, deck });
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(save, SAVE_DELAY_MS);
    },
    flush,
    switchProfile(profile) {
      if (profile === snapshot.profile && snapshot.status !== 'failed') return;
      flush();
      load(profile);
    },
    reload() {
      flush();
      load(snapshot.profile);
    },
    applyRemote(update) {
      if (!isDeckScope(update.scope) || update.key !== snapshot.profile || disposed) return;
      const text = JSON.stringify(update.value);
      const echo = echoes.indexOf(text);
      if (echo >= 0) {
        // Our own save coming back (and any older one the server answered out of order).
        echoes = echoes.slice(echo + 1);
        return;
      }
      // A change made here and not saved yet wins: it is saved over this one in a moment.
      if (timer !== null) return;
      const deck = normalizeDeck(update.value);
      if (deck && JSON.stringify(deck) !== JSON.stringify(snapshot.deck)) {
        generation += 1; // a load still under way must not overwrite this
        publish({ ...snapshot, deck, status: 'ready' });
      }
    },
    dispose() {
      flush();
      disposed = true;
      listeners.clear();
    },
  };
}
