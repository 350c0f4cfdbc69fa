import { describe, expect, it, vi } from 'vitest';
import {
  type CapabilitiesEnvironment,
  ENDPOINTS_CACHE_MS,
  type EndpointsSource,
  endpointsKey,
  featureOfPath,
  ServerCapabilities,
} from './capabilities';

const ORIGIN = 'https://old.example';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

function setup(answer: () => Promise<unknown>, storage: Storage = memoryStorage()) {
  let now = 1_000_000;
  const fetchEndpoints = vi.fn((_endpoint: 'endpoints', _params: Record<string, never>) => answer());
  const env: CapabilitiesEnvironment = { storage, now: () => now };
  return {
    store: new ServerCapabilities(env),
    source: (origin = ORIGIN): EndpointsSource => ({ origin, call: fetchEndpoints }),
    storage,
    fetchEndpoints,
    advance(ms: number) {
      now += ms;
    },
  };
}

describe('ServerCapabilities', () => {
  it('hides a feature whose endpoint the server does not list, and tells listeners once it knows', async () => {
    const { store, source } = setup(async () => ['notes/create', 'clips/list', 'drive/files']);
    const listener = vi.fn();
    store.subscribe(listener);
    // Before the answer nothing is assumed missing: the navigation shows everything.
    expect(store.offers(ORIGIN, 'antennas')).toBe(true);
    await store.load(source());
    expect(listener).toHaveBeenCalled();
    expect(store.offers(ORIGIN, 'antennas')).toBe(false);
    expect(store.offers(ORIGIN, 'clips')).toBe(true);
    expect(store.offers('https://other.example', 'antennas')).toBe(true);
  });

  it('assumes everything when the server has no `endpoints`, and learns from NO_SUCH_ENDPOINT', async () => {
    const { store, source } = setup(async () => {
      throw { code: 'NO_SUCH_ENDPOINT', id: 'x', message: 'No such endpoint.' };
    });
    await store.load(source());
    expect(store.offers(ORIGIN, 'antennas')).toBe(true);
    store.noteMissing(ORIGIN, 'antennas/list');
    expect(store.offers(ORIGIN, 'antennas')).toBe(false);
    expect(store.offers(ORIGIN, 'channels')).toBe(true);
  });

  it('keeps the list for an hour per origin, then asks again; a missing endpoint stays missing after a reload', async () => {
    const storage = memoryStorage();
    const first = setup(async () => ['antennas/list', 'clips/list'], storage);
    await first.store.load(first.source());
    expect(first.fetchEndpoints).toHaveBeenCalledTimes(1);
    first.store.noteMissing(ORIGIN, 'clips/list');
    expect(JSON.parse(storage.getItem(endpointsKey(ORIGIN)) ?? '{}').names).toEqual(['antennas/list']);

    // A new page: the stored list answers at once, without asking the server.
    const second = setup(async () => ['antennas/list', 'clips/list', 'channels/featured'], storage);
    expect(second.store.offers(ORIGIN, 'clips')).toBe(false);
    expect(second.store.offers(ORIGIN, 'channels')).toBe(false);
    await second.store.load(second.source());
    expect(second.fetchEndpoints).not.toHaveBeenCalled();
    second.advance(ENDPOINTS_CACHE_MS);
    await second.store.load(second.source());
    expect(second.fetchEndpoints).toHaveBeenCalledTimes(1);
    expect(second.store.offers(ORIGIN, 'channels')).toBe(true);
  });

  it('keeps what it knew when the server cannot be reached, and asks once at a time', async () => {
    let fail = false;
    const { store, source, fetchEndpoints, advance } = setup(async () => {
      if (fail) throw new TypeError('Failed to fetch');
      return ['clips/list'];
    });
    await Promise.all([store.load(source()), store.load(source())]);
    expect(fetchEndpoints).toHaveBeenCalledTimes(1);
    fail = true;
    advance(ENDPOINTS_CACHE_MS);
    await store.load(source());
    expect(store.offers(ORIGIN, 'antennas')).toBe(false);
    expect(store.offers(ORIGIN, 'clips')).toBe(true);
  });
});

describe('featureOfPath', () => {
  it('finds the feature of a page by whole path segments', () => {
    expect(featureOfPath('/my/antennas')).toBe('antennas');
    expect(featureOfPath('/timeline/antenna/abc')).toBe('antennas');
    expect(featureOfPath('/clips/xyz')).toBe('clips');
    expect(featureOfPath('/my/lists/1')).toBe('lists');
    expect(featureOfPath('/channels')).toBe('channels');
    expect(featureOfPath('/channelsx')).toBeNull();
    expect(featureOfPath('/')).toBeNull();
    expect(featureOfPath('/@alice')).toBeNull();
  });

  it('ties the pages, gallery and Play screens to their features, a page under its author too', () => {
    expect(featureOfPath('/pages')).toBe('pages');
    expect(featureOfPath('/pages/edit/abc')).toBe('pages');
    expect(featureOfPath('/@alice/pages/field-notes')).toBe('pages');
    expect(featureOfPath('/@alice@remote.example/pages/%E3%83%8E%E3%83%BC%E3%83%88')).toBe('pages');
    expect(featureOfPath('/gallery/post1')).toBe('gallery');
    expect(featureOfPath('/play/abc/edit')).toBe('play');
    // The profile's own tabs are the profile: it stays, its tab decides for itself.
    expect(featureOfPath('/@alice/pages')).toBeNull();
    expect(featureOfPath('/@alice/gallery')).toBeNull();
    expect(featureOfPath('/playground')).toBeNull();
  });
});
