import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { clearFeedCache, MAX_FEED_BYTES } from '../src/services/rss/fetch-feed.js';
import { api, createTestApp, errorOf } from './helpers.js';

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>
  <title>Harbour news</title><link>https://harbour.example/</link><description>Boats &amp; tides</description>
  <item><title>Ferry runs late</title><link>https://harbour.example/ferry</link><guid>ferry-1</guid>
    <pubDate>Mon, 02 Jan 2023 10:00:00 GMT</pubDate><dc:creator>Ann</dc:creator><category>travel</category>
    <description>&lt;p&gt;Fog &amp;amp; &lt;b&gt;wind&lt;/b&gt;&lt;/p&gt;</description>
    <enclosure url="https://harbour.example/horn.mp3" length="1200" type="audio/mpeg"/></item>
  <item><title>Sneaky</title><link>javascript:alert(1)</link></item>
</channel></rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Lighthouse log</title>
  <link href="https://lighthouse.example/"/><link rel="self" href="https://lighthouse.example/feed.atom"/>
  <id>urn:x</id><updated>2023-02-01T00:00:00Z</updated>
  <entry><title>Lamp replaced</title><link href="https://lighthouse.example/lamp"/><id>urn:lamp</id>
    <updated>2023-02-01T00:00:00Z</updated><summary>A brighter lamp</summary></entry>
</feed>`;

/** A feed host on loopback: `body` is what every request gets, with `type` as its content type. */
let served: { body: string | Buffer; type: string; status: number; location?: string };
let feedServer: Server;
let base: string;
let app: FastifyInstance;

async function createApp(rssLoopback: boolean): Promise<void> {
  app = await createTestApp({
    config: defaultConfig({ clientDist: '/nonexistent-client-dist', rssLoopback }),
  });
}

beforeEach(async () => {
  clearFeedCache();
  served = { body: RSS, type: 'application/rss+xml', status: 200 };
  feedServer = createServer((_req, res) => {
    res.statusCode = served.status;
    if (served.location) res.setHeader('location', served.location);
    res.setHeader('content-type', served.type);
    res.end(served.body);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await app.close();
  await new Promise((resolve) => feedServer.close(resolve));
});

describe('fetch-rss with the test-only loopback option', () => {
  beforeEach(() => createApp(true));

  it('answers an RSS 2.0 feed in Misskey’s shape, signed out, with only http(s) links', async () => {
    const res = await api(app, 'fetch-rss', { url: `${base}/feed.xml` });
    expect(res.statusCode).toBe(200);
    const feed = res.json() as entities.FetchRssResponse;
    expect(feed).toMatchObject({
      title: 'Harbour news',
      link: 'https://harbour.example/',
      description: 'Boats & tides',
    });
    expect(feed.items).toHaveLength(2);
    expect(feed.items[0]).toEqual({
      title: 'Ferry runs late',
      link: 'https://harbour.example/ferry',
      guid: 'ferry-1',
      pubDate: 'Mon, 02 Jan 2023 10:00:00 GMT',
      isoDate: '2023-01-02T10:00:00.000Z',
      creator: 'Ann',
      summary: '<p>Fog & <b>wind</b></p>',
      content: '<p>Fog & <b>wind</b></p>',
      contentSnippet: 'Fog & wind',
      categories: ['travel'],
      enclosure: { url: 'https://harbour.example/horn.mp3', length: 1200, type: 'audio/mpeg' },
    });
    // A javascript: link never reaches the client.
    expect(feed.items[1]).toEqual({ title: 'Sneaky' });
  });

  it('reads an Atom feed into the same shape, also by GET', async () => {
    served = { body: ATOM, type: 'application/atom+xml', status: 200 };
    const res = await app.inject({
      method: 'GET',
      url: `/api/fetch-rss?url=${encodeURIComponent(`${base}/a`)}`,
    });
    expect(res.statusCode).toBe(200);
    const feed = res.json() as entities.FetchRssResponse;
    expect(feed.title).toBe('Lighthouse log');
    expect(feed.feedUrl).toBe('https://lighthouse.example/feed.atom');
    expect(feed.items).toEqual([
      expect.objectContaining({
        title: 'Lamp replaced',
        link: 'https://lighthouse.example/lamp',
        guid: 'urn:lamp',
        isoDate: '2023-02-01T00:00:00.000Z',
        contentSnippet: 'A brighter lamp',
      }),
    ]);
  });

  it('refuses a feed larger than the limit, declared or not', async () => {
    const big = `<rss version="2.0"><channel><title>Big</title>${'<item><title>x</title></item>'.repeat(
      Math.ceil(MAX_FEED_BYTES / 28),
    )}</channel></rss>`;
    served = { body: Buffer.from(big), type: 'application/rss+xml', status: 200 };
    let res = await api(app, 'fetch-rss', { url: `${base}/big.xml` });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('FEED_TOO_LARGE');

    // Without a Content-Length (chunked), the cap applies while reading.
    feedServer.removeAllListeners('request');
    feedServer.on('request', (_req, reply) => {
      reply.setHeader('content-type', 'application/rss+xml');
      for (let at = 0; at < big.length; at += 65536) reply.write(big.slice(at, at + 65536));
      reply.end();
    });
    res = await api(app, 'fetch-rss', { url: `${base}/chunked.xml` });
    expect(errorOf(res).code).toBe('FEED_TOO_LARGE');
  });

  it('reads a long feed of many small items in linear time and answers its first 100', async () => {
    // Just under the size limit: the parser's per-item fallbacks once made this take minutes.
    const count = Math.floor((MAX_FEED_BYTES - 200) / 44);
    const items = Array.from({ length: count }, (_, i) => `<item><title>n${i}</title></item>`).join('');
    served = {
      body: `<rss version="2.0"><channel><title>Long</title>${items}</channel></rss>`,
      type: 'text/xml',
      status: 200,
    };
    const started = Date.now();
    const res = await api(app, 'fetch-rss', { url: `${base}/long.xml` });
    expect(res.statusCode).toBe(200);
    const feed = res.json() as entities.FetchRssResponse;
    expect(feed.items).toHaveLength(100);
    expect(feed.items[99]).toEqual({ title: 'n99' });
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);

  it('answers a clear error for a document that is not a feed, and for broken XML', async () => {
    served = { body: '<html><body><p>Not a feed</p></body></html>', type: 'text/html', status: 200 };
    let res = await api(app, 'fetch-rss', { url: `${base}/page.html` });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'INVALID_FEED',
      message: 'The document is not an RSS or Atom feed.',
    });

    served = { body: '<rss><channel><title>Cut <', type: 'application/rss+xml', status: 200 };
    res = await api(app, 'fetch-rss', { url: `${base}/broken.xml` });
    expect(errorOf(res).code).toBe('INVALID_FEED');
  });

  it('says why a fetch failed: the host’s status, a non-http URL', async () => {
    served = { body: 'gone', type: 'text/plain', status: 404 };
    let res = await api(app, 'fetch-rss', { url: `${base}/missing.xml` });
    expect(errorOf(res)).toMatchObject({ code: 'FETCH_FAILED', info: { reason: 'the server answered 404' } });

    res = await api(app, 'fetch-rss', { url: 'file:///etc/passwd' });
    expect(errorOf(res).code).toBe('INVALID_URL');
  });

  it('refuses private addresses other than loopback, also behind a redirect', async () => {
    let res = await api(app, 'fetch-rss', { url: 'http://10.0.0.1/feed.xml' });
    expect(errorOf(res)).toMatchObject({
      code: 'FETCH_FAILED',
      info: { reason: 'refused: private address' },
    });
    res = await api(app, 'fetch-rss', { url: 'http://[fd00::1]/feed.xml' });
    expect(errorOf(res)).toMatchObject({
      code: 'FETCH_FAILED',
      info: { reason: 'refused: private address' },
    });

    served = { body: '', type: 'text/plain', status: 302, location: 'http://192.168.1.1/feed.xml' };
    res = await api(app, 'fetch-rss', { url: `${base}/moved.xml` });
    expect(errorOf(res)).toMatchObject({
      code: 'FETCH_FAILED',
      info: { reason: 'refused: private address' },
    });
  });
});

describe('fetch-rss without the option', () => {
  beforeEach(() => createApp(false));

  it('refuses loopback, by address and by a name that resolves to it', async () => {
    let res = await api(app, 'fetch-rss', { url: `${base}/feed.xml` });
    expect(errorOf(res)).toMatchObject({
      code: 'FETCH_FAILED',
      info: { reason: 'refused: private address' },
    });
    res = await api(app, 'fetch-rss', { url: base.replace('127.0.0.1', 'localhost') });
    expect(errorOf(res)).toMatchObject({
      code: 'FETCH_FAILED',
      info: { reason: 'refused: private address' },
    });
  });
});
