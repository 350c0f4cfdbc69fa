import { Agent, request } from 'node:http';
import { type AddressInfo, createConnection } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { RegisteredEndpoint } from '../src/api/endpoint.js';
import { MAX_JSON_DEPTH } from '../src/api/json-body.js';
import { homePageCacheStats } from '../src/services/notes/home-pages.js';
import { api, createTestApp, errorOf, signup } from './helpers.js';

/** Issue 18, items 1-3: what a hostile body can do to the instance. */

const INVALID_PARAM_ID = '3d81ceae-475f-4600-b2a8-2bc116157532';

/** Answers with what its handler was given. */
const echo: RegisteredEndpoint = {
  name: 'test/echo',
  meta: { allowGet: true },
  paramDef: {
    type: 'object',
    properties: { text: { type: 'string' }, count: { type: 'integer' } },
    anyOf: [{ required: ['text'] }, { required: ['count'], properties: { extra: { type: 'string' } } }],
  },
  handler: (params, ctx) => ({
    keys: Object.keys(params).sort(),
    plainPrototype: Object.getPrototypeOf(params) === Object.prototype,
    signedIn: ctx.user !== null,
  }),
};

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

function post(url: string, payload: string, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
}

const nested = (open: string, close: string, depth: number, inner = '1') =>
  open.repeat(depth) + inner + close.repeat(depth);

describe('undeclared parameters', () => {
  it('never reach a handler, from a JSON body or a query string; the token still counts', async () => {
    app = await createTestApp({ extraEndpoints: [echo] });
    const alice = await signup(app);
    const body = `{"text":"hi","extra":"x","padding":"${'x'.repeat(1000)}","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"i":"${alice.token}"}`;
    const res = await post('/api/test/echo', body);
    expect(res.statusCode, res.body).toBe(200);
    // `extra` is declared in an anyOf branch, so it is a parameter of the endpoint too.
    expect(res.json()).toEqual({ keys: ['extra', 'text'], plainPrototype: true, signedIn: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const get = await app.inject({ method: 'GET', url: '/api/test/echo?count=3&junk=1&__proto__=2' });
    expect(get.statusCode, get.body).toBe(200);
    expect(get.json()).toEqual({ keys: ['count'], plainPrototype: true, signedIn: false });
  });

  it('do not make new home-timeline pages to keep: one page per reader, however they vary', async () => {
    app = await createTestApp();
    const alice = await signup(app);
    await api(app, 'notes/create', { i: alice.token, text: 'hello' });
    const padding = 'x'.repeat(64 * 1024);
    for (let n = 0; n < 20; n++) {
      const res = await api(app, 'notes/timeline', { i: alice.token, [`unknown${n}`]: padding });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as unknown[]).length).toBe(1);
    }
    const stats = homePageCacheStats(app.instance.db);
    expect(stats.pages).toBe(1);
    // The page holds one note id, one author and a short key: far from the 64 KB of padding.
    expect(stats.weight).toBeLessThan(1024);
  });
});

describe('nesting', () => {
  it('answers INVALID_PARAM for a body nested 5,000 deep, wherever the nesting is', async () => {
    app = await createTestApp();
    const alice = await signup(app);
    const bodies = [
      `{"junk":${nested('[', ']', 5000)}}`,
      `{"junk":${nested('{"a":', '}', 5000)}}`,
      `{"limit":${nested('[', ']', 5000)}}`,
      nested('[', ']', 5000),
    ];
    for (const endpoint of ['notes/timeline', 'meta', 'i/registry/set', 'notes/create', 'signin-flow']) {
      for (const body of bodies) {
        const res = await post(`/api/${endpoint}`, body, alice.token);
        expect(res.statusCode, `${endpoint}: ${res.body}`).toBe(400);
        expect(errorOf(res)).toMatchObject({ code: 'INVALID_PARAM', id: INVALID_PARAM_ID });
      }
    }
    const registry = await post(
      '/api/i/registry/set',
      `{"key":"k","value":${nested('{"a":', '}', 5000)}}`,
      alice.token,
    );
    expect(registry.statusCode).toBe(400);
    const query = await app.inject({
      method: 'GET',
      url: `/api/users/show?userIds=${encodeURIComponent(nested('[', ']', 3000, '"x"'))}`,
    });
    expect(query.statusCode).toBe(400);
    expect(errorOf(query)).toMatchObject({ code: 'INVALID_PARAM', id: INVALID_PARAM_ID });
    // Still alive and well.
    expect((await api(app, 'notes/timeline', { i: alice.token })).statusCode).toBe(200);
  });

  it('keeps values nested up to the limit, and brackets inside strings do not count', async () => {
    app = await createTestApp();
    const alice = await signup(app);
    const deep = JSON.parse(nested('{"a":', '}', MAX_JSON_DEPTH - 1));
    const set = await api(app, 'i/registry/set', { i: alice.token, key: 'deep', value: deep });
    expect(set.statusCode, set.body).toBe(204);
    const got = await api(app, 'i/registry/get', { i: alice.token, key: 'deep' });
    expect(got.json()).toEqual(deep);
    const brackets = '['.repeat(5000);
    const text = await api(app, 'i/registry/set', { i: alice.token, key: 'text', value: brackets });
    expect(text.statusCode, text.body).toBe(204);
  });
});

describe('a body over the limit, on a real socket', () => {
  async function listen(): Promise<number> {
    app = await createTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as AddressInfo).port;
  }

  function send(
    port: number,
    agent: Agent,
    body: Buffer | null,
    chunked = false,
  ): Promise<{ status: number; json: unknown; reused: boolean }> {
    return new Promise((resolve, reject) => {
      const req = request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/meta',
          agent,
          headers: {
            'content-type': 'application/json',
            ...(body && !chunked ? { 'content-length': String(body.length) } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(text), reused: req.reusedSocket }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      if (body && chunked) {
        // Several writes without a length: the server only learns the size while reading.
        for (let at = 0; at < body.length; at += 256 * 1024) req.write(body.subarray(at, at + 256 * 1024));
        req.end();
      } else {
        req.end(body ?? undefined);
      }
    });
  }

  /** Sends a body as a plain socket does (curl, a browser): all of it, then waits for the answer. */
  function sendRaw(port: number, body: Buffer): Promise<{ error: string | null; answer: string }> {
    return new Promise((resolve) => {
      const socket = createConnection(port, '127.0.0.1');
      let answer = '';
      let error: string | null = null;
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        answer += chunk;
      });
      socket.on('error', (err: NodeJS.ErrnoException) => {
        error = err.code ?? err.message;
      });
      socket.on('close', () => resolve({ error, answer }));
      socket.write(
        `POST /api/meta HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      socket.end(body);
    });
  }

  /** Writes `raw` to a new socket and reads until the server closes it. */
  function exchange(port: number, raw: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = createConnection(port, '127.0.0.1');
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        answer += chunk;
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(answer));
      socket.end(raw);
    });
  }

  it('answers what Node refuses before routing (a URL over 16 KB, garbage) in Misskey shape', async () => {
    const port = await listen();
    const long = await fetch(`http://127.0.0.1:${port}/api/meta?detail=${'x'.repeat(20_000)}`);
    expect(long.status).toBe(431);
    expect(await long.json()).toMatchObject({
      error: { code: 'REQUEST_HEADER_TOO_LARGE', id: '247a5b83-142e-4626-b304-05cdfb07e248', kind: 'client' },
    });
    const garbage = await exchange(port, 'THIS IS NOT HTTP\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(garbage.slice(garbage.indexOf('\r\n\r\n') + 4))).toMatchObject({
      error: { code: 'INVALID_PARAM', id: INVALID_PARAM_ID },
    });
  });

  it('lets a plain socket send its whole body and read the 413, with no reset or broken pipe', async () => {
    const port = await listen();
    const big = Buffer.alloc(5 * 1024 * 1024, 'a');
    for (let attempt = 0; attempt < 5; attempt++) {
      const { error, answer } = await sendRaw(port, big);
      expect(error).toBeNull();
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      expect(JSON.parse(body)).toMatchObject({ error: { code: 'REQUEST_TOO_LARGE' } });
    }
  });

  it('lets the client read the 413 in Misskey shape, and the connection serves the next request', async () => {
    const port = await listen();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = Buffer.alloc(5 * 1024 * 1024, 'a');
      for (const chunked of [false, false, false, true, true]) {
        const res = await send(port, agent, big, chunked);
        expect(res.status).toBe(413);
        expect(res.json).toEqual({
          error: {
            message: expect.any(String),
            code: 'REQUEST_TOO_LARGE',
            id: '0acdf820-83bb-42c1-b67b-c4e708c2a2f0',
            kind: 'client',
          },
        });
      }
      const next = await send(port, agent, Buffer.from('{"detail":false}'));
      expect(next.status).toBe(200);
      expect(next.reused).toBe(true);
    } finally {
      agent.destroy();
    }
  });
});
