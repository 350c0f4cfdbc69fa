import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { createTestApp } from './helpers.js';

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'shiori-client-'));
  mkdirSync(join(dist, 'assets', 'locales'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Shiori</title><div id="app"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  writeFileSync(join(dist, 'assets', 'locales', 'en-US.1.3.0-beta.1.json'), '{"ok":"OK"}');
  writeFileSync(join(dist, 'favicon.ico'), 'icon');
  app = await createTestApp({ config: defaultConfig({ clientDist: dist }) });
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('web client serving', () => {
  it('answers client routes with index.html, not cached', async () => {
    for (const url of ['/', '/some/app/path', '/@alice', '/settings/profile?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="app">');
    }
  });

  it('serves hashed assets with long immutable caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('console.log(1);');
  });

  it('serves locale files as JSON, and a missing one as a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/locales/en-US.1.3.0-beta.1.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ ok: 'OK' });
    const missing = await app.inject({ method: 'GET', url: '/assets/locales/xx-XX.1.3.0-beta.1.json' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });

  it('never answers API paths with the HTML', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NO_SUCH_ENDPOINT');
  });

  it('serves other files from the build folder', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('icon');
  });

  it('sends security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self' https: wss: ws:");
    expect(csp).toContain("img-src 'self' https: data: blob:");
  });

  it('answers 503 with a hint when the client is not built', async () => {
    const bare = await createTestApp({ config: defaultConfig({ clientDist: join(dist, 'missing') }) });
    const res = await bare.inject({ method: 'GET', url: '/some/page' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('npm run build');
    await bare.close();
  });

  it('serves identicons as SVG', async () => {
    const res = await app.inject({ method: 'GET', url: '/identicon/alice%40example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toMatch(/^<svg /);
  });

  it('serves twemoji images from the package, and nothing outside it', async () => {
    const thumbsUp = await app.inject({ method: 'GET', url: '/twemoji/1f44d.svg' });
    expect(thumbsUp.statusCode).toBe(200);
    expect(thumbsUp.headers['content-type']).toContain('image/svg+xml');
    expect(thumbsUp.headers['content-security-policy']).toContain("default-src 'none'");
    expect(thumbsUp.body).toContain('<svg');
    // A ZWJ sequence keeps its joiners in the name.
    expect((await app.inject({ method: 'GET', url: '/twemoji/1f469-200d-1f4bb.svg' })).statusCode).toBe(200);
    for (const url of ['/twemoji/..%2Fpackage.json', '/twemoji/1f44d.png', '/twemoji/ffffff.svg']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
