import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/helpers';
import {
  createMemorySettingsStore,
  type OpenSettingsOptions,
  openSettingsStore,
  type SettingsStore,
} from './store';
import { failingIndexedDb, failingLocalStorage } from './testing';

const alice = { id: 'alice1', origin: 'https://one.test' };
const bob = { id: 'bob1', origin: 'https://one.test' };
const quiet = () => {};

const opened: SettingsStore[] = [];
async function open(options: OpenSettingsOptions = {}) {
  const store = await openSettingsStore({
    indexedDB: null,
    localStorage,
    channelName: null,
    log: quiet,
    ...options,
  });
  opened.push(store);
  return store;
}
/** Lets queued writes reach storage. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

afterEach(() => {
  for (const store of opened.splice(0)) store.close();
});

describe('local persistence', () => {
  it('falls back to local storage when the local database fails to open, and remembers', async () => {
    const first = await open({ indexedDB: failingIndexedDb('error') });
    expect(first.storage).toBe('localStorage');
    first.set('darkMode', true);
    await settle();

    const second = await open({ indexedDB: failingIndexedDb('throw') });
    expect(second.storage).toBe('localStorage');
    expect(second.get('darkMode')).toBe(true);
  });

  it('still starts, in memory, when local storage refuses writes too', async () => {
    const store = await open({ indexedDB: failingIndexedDb(), localStorage: failingLocalStorage() });
    expect(store.storage).toBe('memory');
    expect(store.get('layout')).toBe('default');
    store.set('layout', 'zen');
    expect(store.get('layout')).toBe('zen');
  });

  it('ignores wrong-typed stored values and keeps the defaults', async () => {
    localStorage.setItem(
      'shiori-settings:device',
      JSON.stringify({ darkMode: 'yes', layout: 'sideways', lightTheme: 42, numberOfPageCache: 7 }),
    );
    const store = await open();
    expect(store.get('darkMode')).toBe(false);
    expect(store.get('layout')).toBe('default');
    expect(store.get('lightTheme')).toBeNull();
    expect(store.get('numberOfPageCache')).toBe(7);
  });

  it('ignores a corrupt storage entry', async () => {
    localStorage.setItem('shiori-settings:device', '{not json');
    const store = await open();
    expect(store.get('darkMode')).toBe(false);
  });

  it('shares device settings between accounts but keeps device-and-account settings apart', async () => {
    const asAlice = await open({ account: alice });
    asAlice.set('darkMode', true);
    asAlice.set('menu', ['drive']);
    await settle();

    const asBob = await open({ account: bob });
    expect(asBob.get('darkMode')).toBe(true);
    expect(asBob.get('menu')).not.toEqual(['drive']);
    const aliceAgain = await open({ account: alice });
    expect(aliceAgain.get('menu')).toEqual(['drive']);
  });

  it('forgets a value on reset', async () => {
    const store = await open();
    store.set('numberOfPageCache', 2);
    store.reset('numberOfPageCache');
    await settle();
    expect(store.get('numberOfPageCache')).toBe(5);
    expect((await open()).get('numberOfPageCache')).toBe(5);
  });
});

describe('account settings and the server registry', () => {
  it('takes the registry over the local copy, ignoring unknown and wrong-typed entries', async () => {
    const api = fakeApi((endpoint) =>
      endpoint === 'i/registry/get-all'
        ? { keepCw: false, collapseRenotes: 'no', somethingElse: 1 }
        : undefined,
    );
    const store = await open({ account: alice, api });
    await store.synced;
    expect(api.calls[0]).toEqual({ endpoint: 'i/registry/get-all', params: { scope: ['client'] } });
    expect(store.get('keepCw')).toBe(false);
    expect(store.get('collapseRenotes')).toBe(true);
  });

  it('saves a change locally at once and posts it to the registry', async () => {
    const api = fakeApi(() => ({}));
    const store = await open({ account: alice, api });
    await store.synced;
    store.set('defaultNoteVisibility', 'home');
    expect(store.get('defaultNoteVisibility')).toBe('home');
    expect(api.calls).toContainEqual({
      endpoint: 'i/registry/set',
      params: { scope: ['client'], key: 'defaultNoteVisibility', value: 'home' },
    });
    // Device settings never leave the device.
    store.set('darkMode', true);
    expect(api.calls.filter((call) => call.params.key === 'darkMode')).toEqual([]);
  });

  it('applies registry updates from the stream without posting them back', async () => {
    const api = fakeApi(() => ({}));
    const store = await open({ account: alice, api });
    await store.synced;
    const heard = vi.fn();
    store.subscribe(heard);

    store.applyRegistryUpdate({ scope: ['client'], key: 'keepCw', value: false });
    store.applyRegistryUpdate({ scope: ['client', 'deck'], key: 'memo', value: 'not ours' });
    store.applyRegistryUpdate({ scope: ['client'], key: 'darkMode', value: true });
    store.applyRegistryUpdate({ scope: ['client'], key: 'memo', value: 12 });

    expect(store.get('keepCw')).toBe(false);
    expect(store.get('memo')).toBeNull();
    expect(store.get('darkMode')).toBe(false);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith('keepCw');
    expect(api.calls.map((call) => call.endpoint)).toEqual(['i/registry/get-all']);
  });

  it('keeps a change the server refused and posts it again on the next start', async () => {
    let serverDown = true;
    const registry: Record<string, unknown> = { memo: 'old' };
    const handler = (endpoint: string, params: Record<string, unknown>) => {
      if (endpoint === 'i/registry/get-all') return { ...registry };
      if (serverDown) throw new Error('network down');
      registry[params.key as string] = params.value;
      return undefined;
    };
    const first = await open({ account: alice, api: fakeApi(handler) });
    await first.synced;
    first.set('memo', 'new');
    await settle();
    expect(first.get('memo')).toBe('new');

    serverDown = false;
    const second = await open({ account: alice, api: fakeApi(handler) });
    await second.synced;
    expect(second.get('memo')).toBe('new');
    await vi.waitFor(() => expect(registry.memo).toBe('new'));
  });
});

describe('other tabs', () => {
  it('applies a change made in another tab at once', async () => {
    const channelName = `settings-test-${Math.random()}`;
    const tabA = await open({ channelName, account: alice });
    const tabB = await open({ channelName, account: alice });
    const heard = vi.fn();
    tabB.subscribe(heard);

    tabA.set('enableSeasonalScreenEffect', false);
    tabA.set('widgets', [{ id: 'w1', name: 'clock', place: 'right', data: {} }]);
    await vi.waitFor(() => expect(tabB.get('enableSeasonalScreenEffect')).toBe(false));
    await vi.waitFor(() => expect(tabB.get('widgets')).toHaveLength(1));
    expect(heard).toHaveBeenCalledWith('enableSeasonalScreenEffect');

    tabA.reset('enableSeasonalScreenEffect');
    await vi.waitFor(() => expect(tabB.get('enableSeasonalScreenEffect')).toBe(true));
  });

  it("does not take another account's per-account change", async () => {
    const channelName = `settings-test-${Math.random()}`;
    const asAlice = await open({ channelName, account: alice });
    const asBob = await open({ channelName, account: bob });
    asAlice.set('menu', ['drive']);
    asAlice.set('darkMode', true);
    await vi.waitFor(() => expect(asBob.get('darkMode')).toBe(true));
    expect(asBob.get('menu')).not.toEqual(['drive']);
  });
});

describe('memory store', () => {
  it('starts from the given values', () => {
    const store = createMemorySettingsStore({ darkMode: true });
    expect(store.get('darkMode')).toBe(true);
    expect(store.get('layout')).toBe('default');
  });
});

describe('registry echoes', () => {
  it('does not flicker back to an earlier value while a newer one is being posted', async () => {
    const posts: Array<() => void> = [];
    const api = fakeApi((endpoint) =>
      endpoint === 'i/registry/get-all' ? {} : new Promise<void>((resolve) => posts.push(resolve)),
    );
    const store = await open({ account: alice, api });
    await store.synced;
    store.set('memo', 'first');
    store.set('memo', 'second');
    // The server echoes the first post on the stream while the second is still on its way.
    store.applyRegistryUpdate({ scope: ['client'], key: 'memo', value: 'first' });
    expect(store.get('memo')).toBe('second');

    // The second post goes once the first is answered.
    while (posts.length > 0) {
      posts.shift()?.();
      await settle();
    }
    store.applyRegistryUpdate({ scope: ['client'], key: 'memo', value: 'from another device' });
    expect(store.get('memo')).toBe('from another device');
  });

  it('posts one value of a key at a time, the latest once the earlier post is answered', async () => {
    const posted: unknown[] = [];
    const answers: Array<() => void> = [];
    const api = fakeApi((endpoint, params) => {
      if (endpoint === 'i/registry/get-all') return {};
      posted.push((params as { value: unknown }).value);
      return new Promise<void>((resolve) => answers.push(resolve));
    });
    const store = await open({ account: alice, api });
    await store.synced;
    store.set('memo', 'one');
    store.set('memo', 'two');
    store.set('memo', 'three');
    await settle();
    // Posts in flight together could be stored out of order: only the first has gone.
    expect(posted).toEqual(['one']);
    answers.shift()?.();
    await settle();
    expect(posted).toEqual(['one', 'three']);
    answers.shift()?.();
    await settle();
    expect(posted).toEqual(['one', 'three']);
  });

  it('ignores the echo of an earlier post that arrives after a later post was confirmed', async () => {
    const api = fakeApi((endpoint) => (endpoint === 'i/registry/get-all' ? {} : undefined));
    const store = await open({ account: alice, api });
    await store.synced;
    store.set('memo', 'first');
    store.set('memo', 'second');
    // Both posts are answered before the stream delivers the first one's echo.
    await settle();
    store.applyRegistryUpdate({ scope: ['client'], key: 'memo', value: 'first' });
    expect(store.get('memo')).toBe('second');
    store.applyRegistryUpdate({ scope: ['client'], key: 'memo', value: 'second' });
    expect(store.get('memo')).toBe('second');
    // Once its own echoes are back, the same value set elsewhere is taken again.
    store.applyRegistryUpdate({ scope: ['client'], key: 'memo', value: 'from another device' });
    store.applyRegistryUpdate({ scope: ['client'], key: 'memo', value: 'first' });
    expect(store.get('memo')).toBe('first');
  });
});
