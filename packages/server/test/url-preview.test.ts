import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { clearUrlPreviewCache } from '../src/services/url-preview/index.js';
import { summarize } from '../src/services/url-preview/summary.js';
import { createTestApp, okAs, signup, type TestAccount } from './helpers.js';

const PAGE = `<!doctype html>
<html><head>
<meta charset="utf-8">
<title>Fallback title</title>
<!-- <meta property="og:title" content="commented out"> -->
<meta property="og:title" content="Tea &amp; biscuits &lt;b&gt;">
<meta property="og:description" content="A page about tea.">
<meta property="og:image" content="/images/tea.png">
<meta property="og:site_name" content="Tea Site">
<link rel="icon" href="javascript:alert(1)">
<link rel="apple-touch-icon" href="https://cdn.example/icon.png">
<script>document.write('<meta property="og:image" content="https://evil.example/x.png">')</script>
</head><body><meta property="og:description" content="in the body"></body></html>`;

/** Pages for the preview to fetch, served on loopback. */
interface Site {
  url: string;
  requests: { path: string; userAgent: string | undefined }[];
  close(): Promise<void>;
}

function html(res: ServerResponse, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    ...headers,
  });
  res.end(body);
}

async function startSite(): Promise<Site> {
  const site: Site = { url: '', requests: [], close: async () => {} };
  const server: Server = createServer((req, res) => {
    site.requests.push({ path: req.url ?? '', userAgent: req.headers['user-agent'] });
    const path = (req.url ?? '').split('?')[0];
    if (path === '/tea') return html(res, PAGE);
    if (path === '/moved') {
      res.writeHead(302, { Location: '/tea' }).end();
      return;
    }
    if (path === '/to-private') {
      res.writeHead(302, { Location: 'http://10.1.2.3/admin' }).end();
      return;
    }
    if (path === '/to-metadata') {
      res.writeHead(301, { Location: 'http://169.254.169.254/latest/meta-data/' }).end();
      return;
    }
    if (path === '/big') return html(res, `<title>big</title>${'x'.repeat(4096)}`);
    if (path === '/chunked') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<title>no length</title>');
      return;
    }
    if (path === '/image') {
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': '3' }).end('png');
      return;
    }
    if (path === '/summary-proxy') {
      const body = JSON.stringify({
        url: 'https://example.com/page',
        title: 'From the proxy',
        thumbnail: 'javascript:alert(1)',
        player: { url: 'data:text/html,<script>1</script>', width: 1, height: 1, allow: [] },
      });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  site.close = () => new Promise((resolve) => server.close(() => resolve()));
  return site;
}

let app: FastifyInstance;
let site: Site;
let admin: TestAccount;

async function setUp(loopback = true): Promise<void> {
  app = await createTestApp({
    config: defaultConfig({ clientDist: '/nonexistent-client-dist', urlPreviewLoopback: loopback }),
  });
  admin = await signup(app, 'alice', 'alice-password');
}

beforeEach(async () => {
  clearUrlPreviewCache();
  site = await startSite();
});

afterEach(async () => {
  await app.close();
  await site.close();
});

const preview = (url: string, lang = 'en-US') =>
  app.inject({ method: 'GET', url: `/url?url=${encodeURIComponent(url)}&lang=${lang}` });

describe('GET /url', () => {
  it("answers a page's summary in summaly's shape, texts decoded, only http(s) URLs, cached a week", async () => {
    await setUp();
    await okAs(app, 'admin/update-meta', admin, { urlPreviewUserAgent: 'TeaBot/1.0' });
    const res = await preview(`${site.url}/moved`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('max-age=604800, immutable');
    expect(res.json()).toEqual({
      url: `${site.url}/tea`,
      title: 'Tea & biscuits <b>',
      icon: 'https://cdn.example/icon.png',
      description: 'A page about tea.',
      thumbnail: `${site.url}/images/tea.png`,
      sitename: 'Tea Site',
      player: { url: null, width: null, height: null, allow: [] },
      sensitive: false,
      activityPub: null,
      fediverseCreator: null,
    });
    expect(site.requests.at(-1)?.userAgent).toBe('TeaBot/1.0');

    // A second reader is answered from the cache: the page is not fetched again.
    const fetched = site.requests.length;
    expect((await preview(`${site.url}/moved`)).statusCode).toBe(200);
    expect(site.requests.length).toBe(fetched);
    expect((await okAs<entities.MetaLite>(app, 'meta', null)).enableUrlPreview).toBe(true);

    // New preview settings drop what was fetched under the old ones.
    await okAs(app, 'admin/update-meta', admin, { urlPreviewUserAgent: 'TeaBot/2.0' });
    expect((await preview(`${site.url}/moved`)).statusCode).toBe(200);
    expect(site.requests.at(-1)?.userAgent).toBe('TeaBot/2.0');
  });

  it('refuses redirects to private addresses, pages too large or without a length, and non-pages', async () => {
    await setUp();
    await okAs(app, 'admin/update-meta', admin, { urlPreviewMaximumContentLength: 1024 });
    for (const path of ['/to-private', '/to-metadata', '/big', '/chunked', '/image']) {
      const res = await preview(`${site.url}${path}`);
      expect(res.statusCode, path).toBe(422);
      expect(res.json().error).toMatchObject({
        code: 'URL_PREVIEW_FAILED',
        id: '09d01cb5-53b9-4856-82e5-38a50c290a3b',
      });
      expect(res.headers['cache-control']).toBe('max-age=86400, immutable');
    }
    // A length is only required when the administrator says so.
    await okAs(app, 'admin/update-meta', admin, { urlPreviewRequireContentLength: false });
    clearUrlPreviewCache();
    expect((await preview(`${site.url}/chunked`)).json().title).toBe('no length');
    for (const url of ['javascript:alert(1)', 'file:///etc/passwd', 'http://127.0.0.1:1/', 'http://[::1]/']) {
      expect((await preview(url)).statusCode, url).toBe(422);
    }
  });

  it('refuses loopback pages without the test-only option', async () => {
    await setUp(false);
    const res = await preview(`${site.url}/tea`);
    expect(res.statusCode).toBe(422);
    expect(site.requests).toEqual([]);
  });

  it('answers 403 when the administrator turned previews off, and 400 without a url', async () => {
    await setUp();
    await okAs(app, 'admin/update-meta', admin, { urlPreviewEnabled: false });
    const res = await preview(`${site.url}/tea`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'URL_PREVIEW_DISABLED',
      id: '58b36e13-d2f5-0323-b0c6-76aa9dabefb8',
    });
    expect(site.requests).toEqual([]);
    expect((await okAs<entities.MetaLite>(app, 'meta', null)).enableUrlPreview).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/url' })).statusCode).toBe(400);
  });

  it("asks the summary proxy when one is set, keeping none of its answer's unsafe URLs", async () => {
    await setUp();
    await okAs(app, 'admin/update-meta', admin, { urlPreviewSummaryProxyUrl: `${site.url}/summary-proxy` });
    const res = await preview('https://example.com/page', 'de-DE');
    expect(res.json()).toMatchObject({
      url: 'https://example.com/page',
      title: 'From the proxy',
      thumbnail: null,
      player: { url: null },
    });
    const asked = new URL(site.requests.at(-1)?.path ?? '', site.url);
    expect(asked.searchParams.get('url')).toBe('https://example.com/page');
    expect(asked.searchParams.get('lang')).toBe('de-DE');
  });
});

describe('summarize', () => {
  it('reads players, sensitivity and the ActivityPub link; never a script URL', () => {
    const s = summarize(
      `<head><meta name="twitter:player" content="https://video.example/embed/1">
      <meta name="twitter:player:width" content="640"><meta name="twitter:player:height" content="360">
      <meta name="rating" content="adult"><meta property="og:image" content="  javascript:alert(1)">
      <link rel="alternate" type="application/activity+json" href="https://social.example/notes/1">
      <meta name="fediverse:creator" content="@tea@social.example"></head>`,
      'https://page.example/a',
    );
    expect(s.player).toEqual({
      url: 'https://video.example/embed/1',
      width: 640,
      height: 360,
      allow: ['autoplay', 'encrypted-media', 'fullscreen'],
    });
    expect(s.sensitive).toBe(true);
    expect(s.thumbnail).toBeNull();
    expect(s.title).toBeNull();
    expect(s.icon).toBe('https://page.example/favicon.ico');
    expect(s.sitename).toBe('page.example');
    expect(s.activityPub).toBe('https://social.example/notes/1');
    expect(s.fediverseCreator).toBe('@tea@social.example');
  });
});
