import { describe, expect, it } from 'vitest';
import {
  answerTimeline,
  isTimelineRequest,
  MAX_KEPT,
  type TimelineCache,
  timelineKey,
} from './offlineTimeline';
import { memoryCache } from './testing';

const base = new URL('https://client.example/app/');
const endpoint = new URL('api/notes/timeline', base).href;

const page = (notes: unknown[]) =>
  new Response(JSON.stringify(notes), { status: 200, headers: { 'content-type': 'application/json' } });
const offline = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};
const call = (body: unknown, cache: TimelineCache, network: (r: Request) => Promise<Response>, now = 0) =>
  answerTimeline(new Request(endpoint, { method: 'POST' }), body, cache, base, network, () => now);

describe('isTimelineRequest', () => {
  it('takes only POSTs of this origin to the timeline tabs', () => {
    expect(isTimelineRequest(new URL(endpoint), 'POST', base)).toBe(true);
    expect(isTimelineRequest(new URL(endpoint), 'GET', base)).toBe(false);
    expect(isTimelineRequest(new URL('api/notes/hybrid-timeline', base), 'POST', base)).toBe(true);
    expect(isTimelineRequest(new URL('api/notes/show', base), 'POST', base)).toBe(false);
    expect(isTimelineRequest(new URL('https://other.example/app/api/notes/timeline'), 'POST', base)).toBe(
      false,
    );
  });
});

describe('answerTimeline', () => {
  it('offline, answers the first page the account last received', async () => {
    const cache = memoryCache();
    await call({ i: 'alice-token', limit: 10 }, cache, async () => page([{ id: 'n1', text: 'hello' }]));
    const answer = await call({ i: 'alice-token', limit: 10 }, cache, offline);
    expect(await answer.json()).toEqual([{ id: 'n1', text: 'hello' }]);
  });

  it('never shows one account the notes kept for another, nor another request shape', async () => {
    const cache = memoryCache();
    await call({ i: 'alice-token', limit: 10 }, cache, async () => page([{ id: 'n1' }]));
    await expect(call({ i: 'bob-token', limit: 10 }, cache, offline)).rejects.toThrow('Failed to fetch');
    await expect(call({ i: 'alice-token', limit: 10, withFiles: true }, cache, offline)).rejects.toThrow();
    await expect(call({ limit: 10 }, cache, offline)).rejects.toThrow();
    const local = new Request(new URL('api/notes/local-timeline', base), { method: 'POST' });
    await expect(
      answerTimeline(local, { i: 'alice-token', limit: 10 }, cache, base, offline),
    ).rejects.toThrow();
  });

  it('keeps only first pages and good answers, and never the token in the key', async () => {
    const cache = memoryCache();
    await call({ i: 'alice-token', untilId: 'n5' }, cache, async () => page([{ id: 'n4' }]));
    await call({ i: 'alice-token', sinceId: 'n5' }, cache, async () => page([{ id: 'n6' }]));
    await call({ i: 'alice-token' }, cache, async () => new Response('{}', { status: 500 }));
    expect(cache.store.size).toBe(0);
    await expect(call({ i: 'alice-token', untilId: 'n5' }, cache, offline)).rejects.toThrow();
    const key = await timelineKey(endpoint, { i: 'alice-token' }, base);
    expect(key).toMatch(/^https:\/\/client\.example\/app\/__timeline\/[0-9a-f]{64}$/);
    expect(key).not.toContain('alice');
  });

  it('keeps at most MAX_KEPT pages, dropping the least recently kept', async () => {
    const cache = memoryCache();
    for (let n = 0; n <= MAX_KEPT; n++) {
      await call({ i: `token-${n}` }, cache, async () => page([{ id: `n${n}` }]), n);
    }
    expect(cache.store.size).toBe(MAX_KEPT);
    await expect(call({ i: 'token-0' }, cache, offline)).rejects.toThrow();
    expect(await (await call({ i: `token-${MAX_KEPT}` }, cache, offline)).json()).toEqual([
      { id: `n${MAX_KEPT}` },
    ]);
  });
});
