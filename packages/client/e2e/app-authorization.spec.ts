import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, expectAccessibleInBothSchemes, type InstanceApi, signIn, test } from './fixtures';

/**
 * A third-party app on another loopback port: its callback page records where the user was
 * sent back to, as a real app's server would read `?session=` or `?token=`.
 */
async function startTestApp(): Promise<{ origin: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Test app</title><h1>Back in the test app</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** Alice signed in, with a test app listening until `body` is done. */
async function withAliceAndTestApp(
  page: Page,
  api: InstanceApi,
  body: (app: { origin: string }) => Promise<void>,
) {
  const app = await startTestApp();
  try {
    await api.createAdmin('alice', 'alice-password');
    await signIn(page, api, 'alice', 'alice-password');
    await body(app);
  } finally {
    app.server.close();
  }
}

async function checkSession(origin: string, session: string) {
  const res = await fetch(`${origin}/api/miauth/${session}/check`, { method: 'POST' });
  return (await res.json()) as { ok: boolean; token?: string; user?: { username: string } };
}

async function callWith(origin: string, endpoint: string, token: string, body: Record<string, unknown> = {}) {
  const res = await fetch(`${origin}/api/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, never> | null };
}

test('MiAuth: an app asking for read:account gets a token that reads and cannot post, light and dark', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  await withAliceAndTestApp(page, api, async (app) => {
    const session = crypto.randomUUID();
    const query = new URLSearchParams({
      name: 'Reader <b>app</b>',
      permission: 'read:account',
      callback: `${app.origin}/callback`,
    });
    await page.goto(`/miauth/${session}?${query}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Authorize an app' })).toBeVisible();
    // The name is text, never markup.
    await expect(page.getByText('Reader <b>app</b> asks for access to your account.')).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveText(['AccountRead']);
    await expect(page.getByText('Afterwards you go back to 127.0.0.1:')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expectAccessibleInBothSchemes(page, { testInfo, name: 'miauth' });

    // Nothing is granted before the user says so.
    expect(await checkSession(api.origin, session)).toEqual({ ok: false });
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page.getByRole('heading', { name: 'Back in the test app' })).toBeVisible();
    const landed = new URL(page.url());
    expect(landed.origin + landed.pathname).toBe(`${app.origin}/callback`);
    expect(landed.searchParams.get('session')).toBe(session);

    const checked = await checkSession(api.origin, session);
    expect(checked).toMatchObject({ ok: true, user: { username: 'alice' } });
    const token = checked.token as string;
    expect((await callWith(api.origin, 'i', token)).body).toMatchObject({ username: 'alice' });
    const post = await callWith(api.origin, 'notes/create', token, { text: 'should not post' });
    expect(post.status).toBe(403);
    expect(post.body).toMatchObject({ error: { code: 'PERMISSION_DENIED' } });
    // The session is used up.
    expect(await checkSession(api.origin, session)).toEqual({ ok: false });
  });
});

test('the legacy flow: /auth/{token} sends the user back with ?token=, light and dark', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  await withAliceAndTestApp(page, api, async (app) => {
    const made = await api.call<{ secret: string }>('app/create', {
      name: 'Old client',
      description: 'A client of the legacy flow',
      permission: ['read:account', 'write:notes', 'read:admin:roles'],
      callbackUrl: `${app.origin}/done`,
    });
    const { token, url } = await api.call<{ token: string; url: string }>('auth/session/generate', {
      appSecret: made.secret,
    });
    await page.goto(new URL(url).pathname);
    await expect(page.getByText('Old client asks for access to your account.')).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveText([
      'AccountRead',
      'NotesWrite',
      'Server administrationrolesRead',
    ]);
    await expectAccessibleInBothSchemes(page, { testInfo, name: 'auth' });

    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page.getByRole('heading', { name: 'Back in the test app' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('token')).toBe(token);
    const key = await api.call<{ accessToken: string }>('auth/session/userkey', {
      appSecret: made.secret,
      token,
    });
    await callWith(api.origin, 'notes/create', key.accessToken, { text: 'from the old client' }).then((r) =>
      expect(r.status).toBe(200),
    );
  });
});

test('MiAuth: denying gives the app nothing, and a callback that is not http stays unfollowed', async ({
  page,
  api,
}) => {
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password');
  const session = crypto.randomUUID();
  const query = new URLSearchParams({
    name: 'Pushy',
    permission: 'write:notes',
    callback: 'javascript:alert(1)',
  });
  await page.goto(`/miauth/${session}?${query}`);
  await expect(page.getByText('Afterwards you go back to')).toHaveCount(0);
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Access denied.' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/miauth/${session}`);
  expect(await checkSession(api.origin, session)).toEqual({ ok: false });

  // Allowing without a usable callback says to close the window instead of going anywhere.
  const second = crypto.randomUUID();
  await page.goto(`/miauth/${second}?${query}`);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You can close this window.' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/miauth/${second}`);
  expect(await checkSession(api.origin, second)).toMatchObject({ ok: true });

  // A legacy link that was never made (or was used up) says so instead of asking.
  await page.goto('/auth/no-such-session');
  await expect(page.getByRole('alert')).toContainText('This authorization link is not valid');
  await expect(page.getByRole('button', { name: 'Allow' })).toHaveCount(0);
});

test('MiAuth: a signed-out visitor is asked to sign in first', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await page.goto(`/miauth/${crypto.randomUUID()}?name=Reader&permission=read:account`);
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});
