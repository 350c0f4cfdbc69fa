import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CONTENT_SECURITY_POLICY } from '../src/web/security-headers.js';
import { createDriveApp, image, multipartBody, pathOf } from './drive-helpers.js';
import { signup, type TestAccount } from './helpers.js';
import { listen } from './ws-client.js';

// A client served from another origin (static hosting, another instance) uses this instance
// with a token, as clients of Misskey do: its API, uploads, files and streaming must all
// answer cross-origin requests.
const OTHER_ORIGIN = 'https://client.example';

let app: FastifyInstance;
let alice: TestAccount;

beforeEach(async () => {
  ({ app } = await createDriveApp());
  alice = await signup(app, 'alice', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

describe('cross-origin API', () => {
  it('allows a preflight for a JSON call with whatever headers the client asks for', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/notes/create',
      headers: {
        origin: OTHER_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-client-transaction',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    expect(res.headers['access-control-allow-headers']).toBe(
      'authorization,content-type,x-client-transaction',
    );
    expect(String(res.headers.vary)).toContain('Access-Control-Request-Headers');
  });

  it('answers calls and their errors to any origin, with the token in the body or a header', async () => {
    const posted = await app.inject({
      method: 'POST',
      url: '/api/notes/create',
      headers: {
        origin: OTHER_ORIGIN,
        'content-type': 'application/json',
        authorization: `Bearer ${alice.token}`,
      },
      payload: JSON.stringify({ text: 'from another origin' }),
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.headers['access-control-allow-origin']).toBe('*');

    const refused = await app.inject({
      method: 'POST',
      url: '/api/i',
      headers: { origin: OTHER_ORIGIN, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe('*');

    const unknown = await app.inject({
      method: 'POST',
      url: '/api/no/such',
      headers: { origin: OTHER_ORIGIN },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['access-control-allow-origin']).toBe('*');
  });

  it('takes a multipart upload from another origin and serves the file to it', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/drive/files/create',
      headers: { origin: OTHER_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');

    const body = multipartBody(
      { i: alice.token },
      { name: 'photo.png', type: 'image/png', bytes: await image('png', 40, 30) },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/drive/files/create',
      headers: { origin: OTHER_ORIGIN, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const file = res.json() as { url: string };
    const served = await app.inject({
      method: 'GET',
      url: pathOf(file.url),
      headers: { origin: OTHER_ORIGIN },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('cross-origin streaming', () => {
  it('accepts a WebSocket opened by a page on another origin and streams to it', async () => {
    const baseUrl = await listen(app);
    const ws = new WebSocket(`${baseUrl.replace('http://', 'ws://')}/streaming?i=${alice.token}`, {
      origin: OTHER_ORIGIN,
    });
    const messages: { type: string; body: { id: string; type?: string; body?: { text?: string } } }[] = [];
    ws.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('{')) messages.push(JSON.parse(text));
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.once('error', reject);
    });
    try {
      ws.send(JSON.stringify({ type: 'connect', body: { channel: 'homeTimeline', id: 'home', params: {} } }));
      // The channel is subscribed once the server has answered a message sent after it.
      await new Promise<void>((resolve) => {
        ws.send('ping');
        ws.once('message', () => resolve());
      });
      const posted = await fetch(`${baseUrl}/api/notes/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: OTHER_ORIGIN },
        body: JSON.stringify({ i: alice.token, text: 'live across origins' }),
      });
      expect(posted.headers.get('access-control-allow-origin')).toBe('*');
      const deadline = Date.now() + 5000;
      while (!messages.some((m) => m.body?.type === 'note' && m.body.body?.text === 'live across origins')) {
        if (Date.now() > deadline) throw new Error(`no note streamed; got ${JSON.stringify(messages)}`);
        await new Promise<void>((resolve) => ws.once('message', () => resolve()));
      }
    } finally {
      ws.close();
    }
  });
});

describe('the client page', () => {
  it('may connect to and show media from servers on other origins, over http on a local network too', () => {
    const directive = (name: string) =>
      CONTENT_SECURITY_POLICY.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
    for (const name of ['connect-src', 'img-src', 'media-src']) {
      expect(directive(name).split(' ')).toEqual(expect.arrayContaining(['https:', 'http:']));
    }
    expect(directive('connect-src').split(' ')).toEqual(expect.arrayContaining(['wss:', 'ws:']));
  });
});
