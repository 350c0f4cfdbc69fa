import { describe, expect, it } from 'vitest';
import { answerAsset, networkFirst, requestKind } from './offlineCache';
import { memoryCache } from './testing';

const base = new URL('https://client.example/app/');
const shell = new Set(['index.html', 'manifest.webmanifest']);
const kind = (path: string, method = 'GET', mode = 'cors') =>
  requestKind(new URL(path, base), method, mode, base, shell);

describe('requestKind', () => {
  it('answers pages, hashed assets and the shell; leaves the API, other origins and writes alone', () => {
    expect(kind('notes/abc', 'GET', 'navigate')).toBe('page');
    expect(kind('assets/index-abc.js')).toBe('asset');
    expect(kind('manifest.webmanifest')).toBe('shell');
    expect(kind('api/notes/timeline', 'POST')).toBe('network');
    expect(kind('api/meta', 'GET', 'navigate')).toBe('network');
    expect(kind('streaming')).toBe('network');
    expect(kind('files/photo.png')).toBe('network');
    expect(kind('https://elsewhere.example/app/assets/x.js')).toBe('network');
    expect(kind('/other/assets/x.js')).toBe('network');
  });
});

describe('answers', () => {
  it('keeps an asset on first fetch and answers it from the cache after', async () => {
    const cache = memoryCache();
    let fetched = 0;
    const network = async () => {
      fetched++;
      return new Response('code', { status: 200 });
    };
    const request = new Request('https://client.example/app/assets/a.js');
    // happy-dom's Response has no `type`: a fetched answer is 'basic' in a browser.
    Object.defineProperty(Response.prototype, 'type', { configurable: true, get: () => 'basic' });
    try {
      expect(await (await answerAsset(request, cache, network)).text()).toBe('code');
      expect(await (await answerAsset(request, cache, network)).text()).toBe('code');
    } finally {
      Reflect.deleteProperty(Response.prototype, 'type');
    }
    expect(fetched).toBe(1);
  });

  it('does not keep an error answer', async () => {
    const cache = memoryCache();
    const request = new Request('https://client.example/app/assets/b.js');
    await answerAsset(request, cache, async () => new Response('gone', { status: 404 }));
    expect(cache.store.size).toBe(0);
  });

  it('opens the kept index.html for a page when the network is unreachable', async () => {
    const cache = memoryCache();
    await cache.put('https://client.example/app/index.html', new Response('<shell>'));
    const offline = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    const page = new Request('https://client.example/app/notes/x');
    const answer = await networkFirst(page, cache, 'https://client.example/app/index.html', offline);
    expect(await answer.text()).toBe('<shell>');
    const online = await networkFirst(
      page,
      cache,
      'https://client.example/app/index.html',
      async () => new Response('fresh'),
    );
    expect(await online.text()).toBe('fresh');
    await expect(
      networkFirst(page, memoryCache(), 'https://client.example/app/index.html', offline),
    ).rejects.toThrow('Failed to fetch');
  });
});
