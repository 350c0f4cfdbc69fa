import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeckStore, type DeckRegistry, SAVE_DELAY_MS } from './deckStore';
import { addColumn, type Deck, newColumn, renameColumn } from './model';
import { DECK_SCOPE } from './profiles';
import { createProfile, deleteProfile, renameProfile } from './registry';

const noSuchKey = () => Object.assign(new Error('No such key.'), { code: 'NO_SUCH_KEY', id: 'x' });

/** An in-memory registry that answers like the server, recording every save. */
function fakeRegistry(initial: Record<string, unknown> = {}) {
  const items = new Map(Object.entries(initial));
  const saves: { key: string; value: Deck }[] = [];
  const registry: DeckRegistry = {
    get: async (key) => {
      if (!items.has(key)) throw noSuchKey();
      return structuredClone(items.get(key));
    },
    set: async (key, value) => {
      saves.push({ key, value: structuredClone(value) });
      items.set(key, structuredClone(value));
    },
    remove: async (key) => {
      if (!items.delete(key)) throw noSuchKey();
    },
    keys: async () => [...items.keys()],
  };
  return { registry, items, saves };
}

const ids = () => {
  let n = 0;
  return () => `id${++n}`;
};

const saved: Deck = {
  columns: [newColumn('main', 'm'), newColumn('list', 'l')],
  layout: [['m'], ['l']],
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function ready(store: ReturnType<typeof createDeckStore>) {
  await vi.waitFor(() => expect(store.getSnapshot().status).not.toBe('loading'));
  return store.getSnapshot();
}

describe('the deck store', () => {
  it('loads the saved profile, and a new default deck when the registry has NO_SUCH_KEY', async () => {
    const { registry, saves } = fakeRegistry({ work: saved });
    expect((await ready(createDeckStore({ registry, profile: 'work' }))).deck).toEqual(saved);
    const fresh = await ready(createDeckStore({ registry, profile: 'default', newId: ids() }));
    expect(fresh.status).toBe('ready');
    expect(fresh.deck?.columns.map((column) => column.type)).toEqual(['main', 'tl', 'notifications']);
    // Nothing is written until the user changes something.
    vi.advanceTimersByTime(SAVE_DELAY_MS * 5);
    expect(saves).toEqual([]);
  });

  it('says when loading failed for another reason, and loads again on demand', async () => {
    const { registry } = fakeRegistry({ work: saved });
    const get = vi.spyOn(registry, 'get').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const store = createDeckStore({ registry, profile: 'work' });
    expect((await ready(store)).status).toBe('failed');
    store.reload();
    expect((await ready(store)).deck).toEqual(saved);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('saves 1000 ms after the last of several changes, once, under the profile name', async () => {
    const { registry, saves } = fakeRegistry({ work: saved });
    const store = createDeckStore({ registry, profile: 'work' });
    await ready(store);
    store.update((deck) => renameColumn(deck, 'l', 'One'));
    vi.advanceTimersByTime(600);
    store.update((deck) => renameColumn(deck, 'l', 'Two'));
    vi.advanceTimersByTime(SAVE_DELAY_MS - 1);
    expect(saves).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.key).toBe('work');
    expect(saves[0]?.value.columns[1]?.name).toBe('Two');
  });

  it('saves a pending change at once when flushed (the page is hidden)', async () => {
    const { registry, saves } = fakeRegistry({ work: saved });
    const store = createDeckStore({ registry, profile: 'work' });
    await ready(store);
    store.update((deck) => addColumn(deck, newColumn('mentions', 'x')));
    store.flush();
    expect(saves.map((save) => save.value.layout)).toEqual([[['m'], ['l'], ['x']]]);
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(saves).toHaveLength(1);
  });

  it('applies a deck saved by another tab or device live, and ignores the echo of its own save', async () => {
    const { registry } = fakeRegistry({ work: saved });
    const store = createDeckStore({ registry, profile: 'work' });
    await ready(store);
    const seen = vi.fn();
    store.subscribe(seen);

    store.update((deck) => renameColumn(deck, 'l', 'Mine'));
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    const mine = store.getSnapshot().deck;
    seen.mockClear();
    store.applyRemote({ scope: DECK_SCOPE, key: 'work', value: structuredClone(mine) });
    expect(seen).not.toHaveBeenCalled();

    const elsewhere = renameColumn(saved, 'l', 'From the phone');
    store.applyRemote({ scope: DECK_SCOPE, key: 'other', value: elsewhere });
    store.applyRemote({ scope: ['client'], key: 'work', value: elsewhere });
    expect(store.getSnapshot().deck?.columns[1]?.name).toBe('Mine');
    store.applyRemote({ scope: DECK_SCOPE, key: 'work', value: elsewhere });
    expect(store.getSnapshot().deck?.columns[1]?.name).toBe('From the phone');
    expect(seen).toHaveBeenCalled();
  });

  it('keeps a change not saved yet over a remote one, then saves it', async () => {
    const { registry, saves } = fakeRegistry({ work: saved });
    const store = createDeckStore({ registry, profile: 'work' });
    await ready(store);
    store.update((deck) => renameColumn(deck, 'l', 'Local'));
    store.applyRemote({ scope: DECK_SCOPE, key: 'work', value: renameColumn(saved, 'l', 'Remote') });
    expect(store.getSnapshot().deck?.columns[1]?.name).toBe('Local');
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(saves[0]?.value.columns[1]?.name).toBe('Local');
  });

  it('switching profile saves the pending change to the old profile, then loads the new one', async () => {
    const { registry, saves } = fakeRegistry({ work: saved });
    const store = createDeckStore({ registry, profile: 'work', newId: ids() });
    await ready(store);
    store.update((deck) => renameColumn(deck, 'l', 'Before the switch'));
    store.switchProfile('play');
    expect(saves.map((save) => [save.key, save.value.columns[1]?.name])).toEqual([
      ['work', 'Before the switch'],
    ]);
    const play = await ready(store);
    expect(play.profile).toBe('play');
    expect(play.deck?.columns.map((column) => column.type)).toEqual(['main', 'tl', 'notifications']);
  });
});

describe('the deck kept on this device', () => {
  function memoryCache(initial: Record<string, unknown> = {}) {
    const items = new Map(Object.entries(initial));
    return {
      items,
      read: (profile: string) => items.get(profile),
      write: (profile: string, deck: Deck) => items.set(profile, deck),
    };
  }

  it('shows the cached deck at once, then the registry’s when it differs, and keeps the copy current', async () => {
    const cache = memoryCache({ work: renameColumn(saved, 'l', 'Cached') });
    const { registry } = fakeRegistry({ work: saved });
    const store = createDeckStore({ registry, profile: 'work', cache });
    expect(store.getSnapshot()).toMatchObject({ status: 'ready' });
    expect(store.getSnapshot().deck?.columns[1]?.name).toBe('Cached');
    await vi.waitFor(() => expect(store.getSnapshot().deck).toEqual(saved));
    expect(cache.items.get('work')).toEqual(saved);
    store.update((deck) => renameColumn(deck, 'l', 'Changed'));
    expect((cache.items.get('work') as Deck).columns[1]?.name).toBe('Changed');
  });

  it('keeps the cached deck when the registry cannot be reached, and its ids when none is saved', async () => {
    const cached = { columns: [newColumn('main', 'm')], layout: [['m']] };
    const { registry } = fakeRegistry({});
    const get = vi.spyOn(registry, 'get').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = createDeckStore({ registry, profile: 'work', cache: memoryCache({ work: cached }) });
    // The store's handler was attached first: once this settles, the failure has been seen.
    await Promise.allSettled(get.mock.results.map((result) => result.value));
    expect(offline.getSnapshot()).toEqual({ profile: 'work', deck: cached, status: 'ready' });
    const unsaved = createDeckStore({ registry, profile: 'work', cache: memoryCache({ work: cached }) });
    await vi.waitFor(() => expect(unsaved.getSnapshot().deck).toEqual(cached));
  });
});

describe('profile management in the registry', () => {
  it('creates, renames (copy first, then remove) and deletes profiles', async () => {
    const { registry, items } = fakeRegistry({ default: saved });
    await createProfile(registry, 'work', ids());
    expect([...items.keys()]).toEqual(['default', 'work']);
    await renameProfile(registry, 'default', 'main');
    expect(items.get('main')).toEqual(saved);
    expect(items.has('default')).toBe(false);
    await renameProfile(registry, 'never-saved', 'fresh', ids());
    expect((items.get('fresh') as Deck).columns).toHaveLength(3);
    await deleteProfile(registry, 'work');
    await deleteProfile(registry, 'work');
    expect([...items.keys()]).toEqual(['main', 'fresh']);
  });
});
