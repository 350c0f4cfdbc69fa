import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failingLocalStorage } from '@/settings/testing';
import { type InstanceMeta, InstanceProvider, useInstance } from '.';
import { SERVER_META_CACHE_MS, ServerMetaCache, serverMetaKey } from './serverMeta';

const A = 'https://a.example';
const B = 'https://b.example';

function meta(name: string): InstanceMeta {
  return { name, version: '2025.1.0', policies: {} } as unknown as InstanceMeta;
}

function setup(answers: Record<string, () => Promise<InstanceMeta>>, storage: Storage | null = localStorage) {
  let now = 1_000_000;
  const fetchMeta = vi.fn((origin: string) => answers[origin]?.() ?? Promise.reject(new Error('down')));
  const cache = new ServerMetaCache({ storage, fetchMeta, now: () => now });
  return { cache, fetchMeta, advance: (ms: number) => (now += ms), at: () => now };
}

afterEach(() => localStorage.clear());

describe('ServerMetaCache', () => {
  it('keeps each server apart and answers from storage for an hour without asking', async () => {
    const first = setup({ [A]: async () => meta('Alpha'), [B]: async () => meta('Beta') });
    expect(first.cache.cached(A)).toBeNull();
    expect((await first.cache.get(A)).name).toBe('Alpha');
    expect((await first.cache.get(B)).name).toBe('Beta');

    // A new page load within the hour: the stored copies, no request.
    const later = setup({ [A]: async () => meta('Alpha 2') });
    later.advance(SERVER_META_CACHE_MS - 1);
    expect(later.cache.fresh(A)?.name).toBe('Alpha');
    expect((await later.cache.get(A)).name).toBe('Alpha');
    expect(later.fetchMeta).not.toHaveBeenCalled();
    // Past the hour it asks again.
    later.advance(1);
    expect(later.cache.fresh(A)).toBeNull();
    expect((await later.cache.get(A)).name).toBe('Alpha 2');
    expect(later.fetchMeta).toHaveBeenCalledTimes(1);
  });

  it('keeps the last copy of a server that is down, and rejects only when it never had one', async () => {
    const { cache, advance } = setup({ [A]: async () => meta('Alpha') });
    await cache.get(A);
    const down = setup({});
    down.advance(2 * SERVER_META_CACHE_MS);
    expect((await down.cache.get(A)).name).toBe('Alpha');
    await expect(down.cache.get(B)).rejects.toThrow('down');
    advance(0);
    expect(cache.cached(B)).toBeNull();
  });

  it('treats corrupt or foreign stored values as absent, and survives a storage that refuses writes', async () => {
    localStorage.setItem(serverMetaKey(A), '{not json');
    localStorage.setItem(serverMetaKey(B), JSON.stringify({ meta: { name: 'no version' }, fetchedAt: 1 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { cache } = setup({ [A]: async () => meta('Alpha') });
    expect(cache.cached(A)).toBeNull();
    expect(cache.cached(B)).toBeNull();
    expect((await cache.get(A)).name).toBe('Alpha');

    const full = setup({ [A]: async () => meta('Alpha') }, failingLocalStorage());
    expect((await full.cache.get(A)).name).toBe('Alpha');
    expect(full.cache.cached(A)?.name).toBe('Alpha');
    warn.mockRestore();
  });

  it('asks once for concurrent requests and tells listeners only when the answer changed', async () => {
    let name = 'Alpha';
    const { cache, fetchMeta } = setup({ [A]: async () => meta(name) });
    const heard: string[] = [];
    cache.subscribe(A, (m) => heard.push(m.name ?? ''));
    await Promise.all([cache.refresh(A), cache.refresh(A)]);
    expect(fetchMeta).toHaveBeenCalledTimes(1);
    const kept = cache.cached(A);
    await cache.refresh(A);
    expect(cache.cached(A)).toBe(kept);
    name = 'Alpha renamed';
    await cache.refresh(A);
    expect(heard).toEqual(['Alpha', 'Alpha renamed']);
  });
});

function ServerName() {
  return <p>{useInstance().meta?.name ?? 'unknown'}</p>;
}

describe('InstanceProvider with a meta cache', () => {
  it('starts from the cached copy and shows the refreshed one when it arrives', async () => {
    const { cache } = setup({ [A]: async () => meta('Old name') });
    await cache.get(A);
    let answer: (m: InstanceMeta) => void = () => {};
    const slow = setup({ [A]: () => new Promise<InstanceMeta>((resolve) => (answer = resolve)) });
    slow.advance(SERVER_META_CACHE_MS / 2);
    const start = slow.cache.fresh(A);
    render(
      <InstanceProvider instance={{ origin: A, host: 'a.example', meta: start, metaCache: slow.cache }}>
        <ServerName />
      </InstanceProvider>,
    );
    expect(screen.getByText('Old name')).toBeInTheDocument();
    const refreshing = slow.cache.refresh(A);
    await act(async () => {
      answer(meta('New name'));
      await refreshing;
    });
    expect(screen.getByText('New name')).toBeInTheDocument();
  });
});
