import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { permissions } from 'misskey-js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { CODE_TTL_MS } from '../src/oauth/grants.js';
import { PERMISSION_KINDS } from '../src/oauth/scopes.js';
import { api, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';

const ISSUER = 'https://shiori.example';

// A third-party client on loopback: its page (client_id) announces the redirect URI and h-app.
let clientServer: Server;
let clientOrigin: string;
let sendPage: (res: ServerResponse) => void;
const defaultPage = (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end(`<!doctype html><link rel="redirect_uri" href="/redirect">
    <div class="h-app"><img class="u-logo" src="/logo.png" alt=""><a href="/" class="u-url p-name">Misklient &amp; co`);
};

beforeAll(async () => {
  clientServer = createServer((_req, res) => sendPage(res));
  await new Promise<void>((resolve) => clientServer.listen(0, '127.0.0.1', resolve));
  clientOrigin = `http://127.0.0.1:${(clientServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => clientServer.close(() => resolve())));

let app: FastifyInstance;
let alice: TestAccount;

beforeEach(async () => {
  sendPage = defaultPage;
  app = await createTestApp({
    config: defaultConfig({
      clientDist: '/nonexistent-client-dist',
      url: ISSUER,
      oauthLoopbackClients: true,
    }),
  });
  alice = await signup(app, 'alice', 'correct horse');
});
afterEach(async () => {
  vi.useRealTimers();
  await app.close();
});

function pkce() {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorize(params: Record<string, string | undefined>): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams();
  const all: Record<string, string | undefined> = {
    response_type: 'code',
    client_id: `${clientOrigin}/`,
    redirect_uri: `${clientOrigin}/redirect`,
    scope: 'write:notes',
    state: 'state-1',
    code_challenge_method: 'S256',
    ...params,
  };
  for (const [key, value] of Object.entries(all)) if (value !== undefined) query.set(key, value);
  return app.inject({ method: 'GET', url: `/oauth/authorize?${query}` });
}

function metaOf(html: string, name: string): string | undefined {
  const match = new RegExp(`<meta name="${name}" content="([^"]*)">`).exec(html);
  return match?.[1];
}

function decide(body: Record<string, string>): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/oauth/decision',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });
}

function token(body: Record<string, string | undefined>, json = false): Promise<LightMyRequestResponse> {
  const defined = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
  return app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
    payload: json ? JSON.stringify(defined) : new URLSearchParams(defined).toString(),
  });
}

/** Alice accepts a request for `scope`: the code sent back to the redirect URI. */
async function codeFor(scope: string, challenge: string): Promise<string> {
  const page = await authorize({ scope, code_challenge: challenge });
  expect(page.statusCode).toBe(200);
  const transactionId = metaOf(page.body, 'misskey:oauth:transaction-id') ?? '';
  const decision = await decide({ transaction_id: transactionId, login_token: alice.token });
  expect(decision.statusCode).toBe(302);
  const location = new URL(decision.headers.location as string);
  expect(location.origin + location.pathname).toBe(`${clientOrigin}/redirect`);
  expect(location.searchParams.get('state')).toBe('state-1');
  expect(location.searchParams.get('iss')).toBe(ISSUER);
  return location.searchParams.get('code') ?? '';
}

function exchange(code: string, verifier: string | undefined, json = false) {
  return token(
    {
      grant_type: 'authorization_code',
      code,
      client_id: `${clientOrigin}/`,
      redirect_uri: `${clientOrigin}/redirect`,
      code_verifier: verifier,
    },
    json,
  );
}

function expectIndirect(res: LightMyRequestResponse, error: string) {
  expect(res.statusCode).toBe(302);
  const location = new URL(res.headers.location as string);
  expect(location.origin + location.pathname).toBe(`${clientOrigin}/redirect`);
  expect(location.searchParams.get('error')).toBe(error);
  expect(location.searchParams.get('state')).toBe('state-1');
  expect(location.searchParams.get('iss')).toBe(ISSUER);
  expect(location.searchParams.has('code')).toBe(false);
}

function expectDirect(res: LightMyRequestResponse, status: number, error: string) {
  expect(res.statusCode).toBe(status);
  expect(res.headers.location).toBeUndefined();
  expect((res.json() as { error: string }).error).toBe(error);
}

describe('server metadata', () => {
  it('announces the endpoints, the permission kinds as scopes, code with S256 only', async () => {
    const res = await app.inject({ method: 'GET', url: '/.well-known/oauth-authorization-server' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/oauth/authorize`,
      token_endpoint: `${ISSUER}/oauth/token`,
      scopes_supported: [...permissions],
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      service_documentation: 'https://misskey-hub.net',
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
    });
    expect(PERMISSION_KINDS).toEqual([...permissions]);
  });
});

describe('the authorization code with PKCE', () => {
  it('serves the consent page with the client information, then a token with exactly the scope', async () => {
    const page = await authorize({ scope: 'read:account read:account test:unknown', code_challenge: 'x' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${clientOrigin};`);
    expect(metaOf(page.body, 'misskey:oauth:client-name')).toBe('Misklient &amp; co');
    expect(metaOf(page.body, 'misskey:oauth:scope')).toBe('read:account');
    expect(metaOf(page.body, 'shiori:oauth:client-logo')).toBe(`${clientOrigin}/logo.png`);
    expect(metaOf(page.body, 'shiori:oauth:redirect-uri')).toBe(`${clientOrigin}/redirect`);

    const { verifier, challenge } = pkce();
    const code = await codeFor('read:account unknown:scope', challenge);
    const res = await exchange(code, verifier, true);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const body = res.json() as { access_token: string; token_type: string; scope: string };
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'read:account' });

    // An app token: it reads the account, cannot post, and is listed among the user's apps.
    const bearer = { authorization: `Bearer ${body.access_token}` };
    const me = await api(app, 'i', {}, bearer);
    expect(me.statusCode).toBe(200);
    expect((me.json() as { id: string }).id).toBe(alice.id);
    const post = await api(app, 'notes/create', { text: 'from the app' }, bearer);
    expect(post.statusCode).toBe(403);
    expect(errorOf(post).code).toBe('PERMISSION_DENIED');
    const apps = await okAs<{ name: string; permission: string[] }[]>(app, 'i/apps', alice);
    expect(apps).toMatchObject([{ name: 'Misklient & co', permission: ['read:account'] }]);
  });

  it('refuses a wrong or missing verifier, and the code is spent by that attempt', async () => {
    const { verifier, challenge } = pkce();
    for (const wrong of [`${verifier}x`, verifier.slice(0, 43), pkce().verifier, undefined]) {
      const code = await codeFor('write:notes', challenge);
      expectDirect(await exchange(code, wrong), 403, 'invalid_grant');
      expectDirect(await exchange(code, verifier), 403, 'invalid_grant');
    }
  });

  it('takes a code once; using it again refuses and revokes the token it gave', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor('write:notes', challenge);
    const first = await exchange(code, verifier);
    expect(first.statusCode).toBe(200);
    const accessToken = (first.json() as { access_token: string }).access_token;
    const bearer = { authorization: `Bearer ${accessToken}` };
    expect((await api(app, 'notes/create', { text: 'once' }, bearer)).statusCode).toBe(200);

    expectDirect(await exchange(code, verifier), 403, 'invalid_grant');
    const after = await api(app, 'notes/create', { text: 'twice' }, bearer);
    expect(errorOf(after).code).toBe('AUTHENTICATION_FAILED');
  });

  it('refuses a code after five minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { verifier, challenge } = pkce();
    const code = await codeFor('write:notes', challenge);
    vi.setSystemTime(Date.now() + CODE_TTL_MS + 1000);
    expectDirect(await exchange(code, verifier), 403, 'invalid_grant');
  });

  it('refuses a code sent with another redirect URI or client id', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor('write:notes', challenge);
    const wrongRedirect = await token({
      grant_type: 'authorization_code',
      code,
      client_id: `${clientOrigin}/`,
      redirect_uri: `${clientOrigin}/redirect2`,
      code_verifier: verifier,
    });
    expectDirect(wrongRedirect, 403, 'invalid_grant');
    const other = await codeFor('write:notes', challenge);
    const wrongClient = await token({
      grant_type: 'authorization_code',
      code: other,
      client_id: 'https://elsewhere.example/',
      redirect_uri: `${clientOrigin}/redirect`,
      code_verifier: verifier,
    });
    expectDirect(wrongClient, 403, 'invalid_grant');
  });

  it('answers other grant types and a missing code as Misskey does', async () => {
    expectDirect(await token({ grant_type: 'password', username: 'alice' }), 501, 'unsupported_grant_type');
    expectDirect(await token({ grant_type: 'client_credentials' }), 501, 'unsupported_grant_type');
    expectDirect(await token({ grant_type: 'authorization_code' }), 400, 'invalid_request');
    expectDirect(await token({}), 400, 'invalid_request');
  });

  it('sends access_denied when the user denies, and a transaction is decided once', async () => {
    const page = await authorize({ code_challenge: 'x' });
    const transactionId = metaOf(page.body, 'misskey:oauth:transaction-id') ?? '';
    const denied = await decide({
      transaction_id: transactionId,
      login_token: alice.token,
      cancel: 'cancel',
    });
    expectIndirect(denied, 'access_denied');
    expectDirect(
      await decide({ transaction_id: transactionId, login_token: alice.token }),
      403,
      'access_denied',
    );
  });
});

describe('the decision endpoint', () => {
  it('needs the transaction and the own session token of a user who is not suspended, never an app token', async () => {
    const page = await authorize({ code_challenge: 'x' });
    const transactionId = metaOf(page.body, 'misskey:oauth:transaction-id') ?? '';
    expectDirect(await decide({ transaction_id: transactionId }), 400, 'invalid_request');
    expectDirect(
      await decide({ transaction_id: transactionId, login_token: 'wrong' }),
      400,
      'invalid_request',
    );
    expectDirect(await decide({ login_token: alice.token }), 400, 'invalid_request');
    expectDirect(await decide({ transaction_id: 'unknown', login_token: alice.token }), 403, 'access_denied');

    await okAs(app, 'miauth/gen-token', alice, {
      session: 's-1',
      name: 'Other',
      permission: ['write:account'],
    });
    const check = await app.inject({ method: 'POST', url: '/api/miauth/s-1/check' });
    const appToken = (check.json() as { token: string }).token;
    expectDirect(
      await decide({ transaction_id: transactionId, login_token: appToken }),
      400,
      'invalid_request',
    );
    app.instance.db.prepare('UPDATE users SET is_suspended = 1 WHERE id = ?').run(alice.id);
    expectDirect(
      await decide({ transaction_id: transactionId, login_token: alice.token }),
      400,
      'invalid_request',
    );
    app.instance.db.prepare('UPDATE users SET is_suspended = 0 WHERE id = ?').run(alice.id);
    // The refusals did not use the transaction up.
    expect((await decide({ transaction_id: transactionId, login_token: alice.token })).statusCode).toBe(302);
  });
});

describe('authorization request validation', () => {
  it('sends scope and PKCE errors back to the client with state and iss', async () => {
    expectIndirect(await authorize({ scope: undefined, code_challenge: 'x' }), 'invalid_scope');
    expectIndirect(
      await authorize({ scope: 'test:unknown other:unknown', code_challenge: 'x' }),
      'invalid_scope',
    );
    expectIndirect(await authorize({}), 'invalid_request');
    expectIndirect(
      await authorize({ code_challenge: 'x', code_challenge_method: undefined }),
      'invalid_request',
    );
    expectIndirect(
      await authorize({ code_challenge: 'x', code_challenge_method: 'plain' }),
      'invalid_request',
    );
  });

  it('shows redirect URI and client errors directly, never redirecting to an unannounced URI', async () => {
    const base = { code_challenge: 'x' };
    expectDirect(await authorize({ ...base, redirect_uri: 'http://127.0.0.2/' }), 400, 'invalid_request');
    expectDirect(
      await authorize({ ...base, redirect_uri: `${clientOrigin}/redirection` }),
      400,
      'invalid_request',
    );
    expectDirect(await authorize({ ...base, redirect_uri: undefined }), 400, 'invalid_request');
    expectDirect(await authorize({ ...base, client_id: undefined }), 400, 'invalid_request');
    expectDirect(await authorize({ ...base, client_id: `${clientOrigin}/#frag` }), 400, 'invalid_request');
    expectDirect(await authorize({ ...base, client_id: `${clientOrigin}/a/../` }), 400, 'invalid_request');
    expectDirect(await authorize({ ...base, response_type: 'token' }), 501, 'unsupported_response_type');

    sendPage = (res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>no redirect uri here</p>');
    expectDirect(await authorize(base), 400, 'invalid_request');
    sendPage = (res) => res.writeHead(404).end();
    expectDirect(await authorize(base), 400, 'invalid_request');
  });

  it('reads redirect URIs from the Link header too, and names an app only by its own h-app', async () => {
    sendPage = (res) => {
      res.writeHead(200, {
        'content-type': 'text/html',
        link: '</other>; rel="redirect_uri", </redirect>; rel="redirect_uri"',
      });
      res.end('<div class="h-app"><a href="/foo" class="u-url p-name">Not this one</a></div>');
    };
    const page = await authorize({ code_challenge: 'x' });
    expect(page.statusCode).toBe(200);
    expect(metaOf(page.body, 'misskey:oauth:client-name')).toBe(`${clientOrigin}/`);
    expect(metaOf(page.body, 'shiori:oauth:client-logo')).toBeUndefined();
  });

  it('follows the client page’s redirects, but never to a private address', async () => {
    sendPage = (res) => res.writeHead(302, { location: 'http://10.1.2.3/' }).end();
    expectDirect(await authorize({ code_challenge: 'x' }), 400, 'invalid_request');
    let hops = 0;
    sendPage = (res) => {
      hops++;
      if (hops === 1) res.writeHead(302, { location: '/elsewhere' }).end();
      else defaultPage(res);
    };
    const page = await authorize({ code_challenge: 'x' });
    expect(page.statusCode).toBe(200);
    expect(hops).toBe(2);
  });

  it('refuses a client id on loopback or a private network outside the test configuration', async () => {
    const strict = await createTestApp({
      config: defaultConfig({ clientDist: '/nonexistent-client-dist', url: ISSUER }),
    });
    try {
      const query = (clientId: string, redirect: string) =>
        new URLSearchParams({
          response_type: 'code',
          client_id: clientId,
          redirect_uri: redirect,
          scope: 'read:account',
          code_challenge: 'x',
          code_challenge_method: 'S256',
        });
      let fetched = 0;
      sendPage = (res) => {
        fetched++;
        defaultPage(res);
      };
      for (const clientId of [
        `${clientOrigin}/`,
        'https://localhost/',
        'https://127.0.0.1/',
        'https://10.1.2.3/',
      ]) {
        const res = await strict.inject({
          method: 'GET',
          url: `/oauth/authorize?${query(clientId, `${clientId}redirect`)}`,
        });
        expectDirect(res, 400, 'invalid_request');
      }
      expect(fetched).toBe(0);
    } finally {
      await strict.close();
    }
  });
});

describe('other paths', () => {
  it('answers unknown OAuth paths with UNKNOWN_OAUTH_ENDPOINT, and the token endpoint to any origin', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/oauth/foo' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('UNKNOWN_OAUTH_ENDPOINT');
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/oauth/token',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    const authorizePage = await authorize({ code_challenge: 'x' });
    expect(authorizePage.headers['access-control-allow-origin']).toBeUndefined();
  });
});
