import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkAppPermission } from '../src/api/authenticate.js';
import { ApiError } from '../src/api/errors.js';
import { sha256 } from '../src/services/secrets.js';
import { api, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let alice: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'correct horse');
});
afterEach(async () => {
  await app.close();
});

/** A MiAuth grant as the consent page makes it: alice accepts, the app checks. */
async function miauth(session: string, permission: string[]): Promise<string> {
  await okAs(app, 'miauth/gen-token', alice, { session, name: 'Test app', permission });
  const check = await app.inject({ method: 'POST', url: `/api/miauth/${session}/check` });
  const body = check.json() as { ok: boolean; token: string; user: { id: string; username: string } };
  expect(body.ok).toBe(true);
  expect(body.user.username).toBe('alice');
  return body.token;
}

const asApp = (token: string): TestAccount => ({ ...alice, token });

describe('MiAuth', () => {
  it('gives a token limited to its permissions', async () => {
    const token = await miauth('11111111-2222-3333-4444-555555555555', ['read:account']);
    const me = await okAs<{ id: string }>(app, 'i', asApp(token));
    expect(me.id).toBe(alice.id);

    const post = await api(app, 'notes/create', { i: token, text: 'from the app' });
    expect(post.statusCode).toBe(403);
    expect(errorOf(post)).toMatchObject({
      code: 'PERMISSION_DENIED',
      id: '1370e5b7-d4eb-4566-bb1d-7748ee6a1838',
    });
    // The session token from sign-in keeps full access.
    await okAs(app, 'notes/create', alice, { text: 'from the client' });
  });

  it('hands a session token out once, and never for an unknown session', async () => {
    const session = 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee';
    await miauth(session, ['read:account']);
    const again = await app.inject({ method: 'POST', url: `/api/miauth/${session}/check` });
    expect(again.json()).toEqual({ ok: false });
    const unknown = await app.inject({ method: 'POST', url: '/api/miauth/no-such-session/check' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ ok: false });
  });

  it('lets an app with write:notes post, and not read the account', async () => {
    const token = await miauth('s-write', ['write:notes']);
    await okAs(app, 'notes/create', asApp(token), { text: 'posted by the app' });
    const me = await api(app, 'i', { i: token });
    expect(errorOf(me).code).toBe('PERMISSION_DENIED');
  });

  it('refuses secure endpoints to app tokens', async () => {
    const token = await miauth('s-all', ['read:account', 'write:account', 'write:notes']);
    for (const [endpoint, body] of [
      ['i/change-password', { currentPassword: 'correct horse', newPassword: 'another horse' }],
      ['i/regenerate-token', { password: 'correct horse' }],
      ['miauth/gen-token', { session: null, permission: ['write:account'] }],
      ['i/apps', {}],
      ['i/registry/get-all', { scope: [] }],
    ] as const) {
      const res = await api(app, endpoint, { i: token, ...body });
      expect(errorOf(res).code, endpoint).toBe('ACCESS_DENIED');
    }
    // The user's own session may still use them.
    await okAs(app, 'i/apps', alice);
  });

  it('lists the app tokens and revokes one', async () => {
    const token = await miauth('s-list', ['read:account']);
    const before = Date.now();
    await okAs(app, 'i', asApp(token));
    const apps = await okAs<{ id: string; name: string; permission: string[]; lastUsedAt?: string }[]>(
      app,
      'i/apps',
      alice,
    );
    expect(apps).toEqual([expect.objectContaining({ name: 'Test app', permission: ['read:account'] })]);
    expect(Date.parse(apps[0]?.lastUsedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    await okAs(app, 'i/revoke-token', alice, { tokenId: apps[0]?.id });
    const me = await api(app, 'i', { i: token });
    expect(errorOf(me).code).toBe('AUTHENTICATION_FAILED');
    // Revoking an app never touches the session tokens.
    await okAs(app, 'i', alice);
  });

  it('gives the client itself a token at once with session null (a plugin’s), revoked by its value', async () => {
    const { token } = await okAs<{ token: string }>(app, 'miauth/gen-token', alice, {
      session: null,
      name: 'Note helper',
      permission: ['write:notes'],
    });
    expect(typeof token).toBe('string');
    await okAs(app, 'notes/create', asApp(token), { text: 'from a plugin' });
    const outside = await api(app, 'following/create', { i: token, userId: alice.id });
    expect(errorOf(outside)).toMatchObject({
      code: 'PERMISSION_DENIED',
      id: '1370e5b7-d4eb-4566-bb1d-7748ee6a1838',
    });
    expect(await okAs(app, 'i/apps', alice)).toEqual([
      expect.objectContaining({ name: 'Note helper', permission: ['write:notes'] }),
    ]);
    await okAs(app, 'i/revoke-token', alice, { token });
    const after = await api(app, 'notes/create', { i: token, text: 'revoked' });
    expect(errorOf(after).code).toBe('AUTHENTICATION_FAILED');
    expect(await okAs(app, 'i/apps', alice)).toEqual([]);
  });

  it('stores no token in plain text once the app has it', async () => {
    const token = await miauth('s-stored', ['read:account']);
    const check = await app.inject({ method: 'POST', url: '/api/miauth/s-stored/check' });
    expect(check.json()).toEqual({ ok: false });
    const rows = (table: string) => app.instance.db.prepare(`SELECT * FROM ${table}`).all();
    const dump = JSON.stringify([rows('access_tokens'), rows('miauth_sessions')]);
    expect(dump).not.toContain(token);
    expect(dump).toContain(sha256(token));
  });
});

describe('the legacy app flow', () => {
  it('goes from app/create to a token that carries the app’s permissions', async () => {
    const created = await api(app, 'app/create', {
      name: 'Old app',
      description: 'An app of the legacy flow',
      permission: ['account-read', 'write:notes'],
      callbackUrl: 'https://app.example/cb',
    });
    const made = created.json() as { id: string; secret: string; permission: string[]; callbackUrl: string };
    expect(made.permission).toEqual(['read:account', 'write:notes']);
    expect(made.secret).toMatch(/^\w{32}$/);

    const shown = await okAs<Record<string, unknown>>(app, 'app/show', null, { appId: made.id });
    expect(shown).toEqual({
      id: made.id,
      name: 'Old app',
      callbackUrl: 'https://app.example/cb',
      permission: made.permission,
    });

    const generated = (await api(app, 'auth/session/generate', { appSecret: made.secret })).json() as {
      token: string;
      url: string;
    };
    expect(generated.url).toMatch(new RegExp(`/auth/${generated.token}$`));

    const session = await okAs<{ app: { name: string; isAuthorized: boolean }; token: string }>(
      app,
      'auth/session/show',
      alice,
      { token: generated.token },
    );
    expect(session.app).toMatchObject({ name: 'Old app', isAuthorized: false });

    const early = await api(app, 'auth/session/userkey', { appSecret: made.secret, token: generated.token });
    expect(errorOf(early).code).toBe('PENDING_SESSION');

    await okAs(app, 'auth/accept', alice, { token: generated.token });
    const key = (
      await api(app, 'auth/session/userkey', { appSecret: made.secret, token: generated.token })
    ).json() as {
      accessToken: string;
      user: { username: string };
    };
    expect(key.user.username).toBe('alice');

    // Both forms of the credential work: the token, and sha256(token + secret) as old apps send it.
    for (const credential of [key.accessToken, sha256(key.accessToken + made.secret)]) {
      await okAs(app, 'i', asApp(credential));
      await okAs(app, 'notes/create', asApp(credential), { text: 'legacy' });
      expect(errorOf(await api(app, 'i/favorites', { i: credential })).code).toBe('PERMISSION_DENIED');
    }

    const again = await api(app, 'auth/session/userkey', { appSecret: made.secret, token: generated.token });
    expect(errorOf(again).code).toBe('NO_SUCH_SESSION');

    const authorized = await okAs<{ id: string; isAuthorized: boolean }[]>(app, 'i/authorized-apps', alice);
    expect(authorized).toEqual([expect.objectContaining({ id: made.id, isAuthorized: true })]);
    const withSecret = await okAs<{ secret?: string }>(app, 'app/show', alice, { appId: made.id });
    expect(withSecret.secret).toBeUndefined();
  });

  it('answers Misskey’s errors for an unknown app or session', async () => {
    expect(errorOf(await api(app, 'auth/session/generate', { appSecret: 'nope' })).code).toBe('NO_SUCH_APP');
    expect(errorOf(await api(app, 'auth/session/show', { token: 'nope' })).code).toBe('NO_SUCH_SESSION');
    expect(errorOf(await api(app, 'app/show', { appId: 'nope' })).code).toBe('NO_SUCH_APP');
    const accept = await api(app, 'auth/accept', { i: alice.token, token: 'nope' });
    expect(errorOf(accept).code).toBe('NO_SUCH_SESSION');
  });

  it('shows the secret to the app’s maker on their own session only', async () => {
    const made = await okAs<{ id: string; secret: string }>(app, 'app/create', alice, {
      name: 'Mine',
      description: '',
      permission: [],
    });
    const shown = await okAs<{ secret?: string }>(app, 'app/show', alice, { appId: made.id });
    expect(shown.secret).toBe(made.secret);
  });
});

describe('the permission rule', () => {
  const codeOf = (fn: () => void): string | null => {
    try {
      fn();
      return null;
    } catch (err) {
      return err instanceof ApiError ? err.toBody().error.code : 'other';
    }
  };

  it('closes an endpoint that needs a user but names no permission to every app token', () => {
    const meta = { requireCredential: true };
    expect(codeOf(() => checkAppPermission(meta, ['read:account', 'write:notes']))).toBe('PERMISSION_DENIED');
    expect(codeOf(() => checkAppPermission(meta, null))).toBeNull();
    expect(codeOf(() => checkAppPermission({ requireCredential: false }, []))).toBeNull();
    expect(codeOf(() => checkAppPermission({ requireCredential: false, kind: 'read:account' }, []))).toBe(
      'PERMISSION_DENIED',
    );
  });
});
