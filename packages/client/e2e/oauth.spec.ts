import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, TestInfo } from '@playwright/test';
import { test as base, expect, expectAccessible, signIn, solidPng } from './fixtures';
import { type LocalInstance, startInstance } from './instance';

/**
 * The instance in its test configuration for OAuth: client ids may be http on loopback (the
 * SSRF guard refuses loopback otherwise).
 */
const test = base.extend<{ instance: LocalInstance; client: { origin: string } }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  instance: async ({}, use) => {
    const instance = await startInstance({ env: { SHIORI_TEST_OAUTH_LOOPBACK_CLIENTS: '1' } });
    await use(instance);
    await instance.stop();
  },
  // A third-party client on another loopback port: its page is its client_id, announcing the
  // redirect URI and its name and logo (h-app); the redirect page is where the answer lands.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  client: async ({}, use) => {
    const logo = solidPng(64, [40, 120, 200]);
    const server: Server = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path === '/logo.png') {
        res.writeHead(200, { 'content-type': 'image/png' }).end(logo);
      } else if (path === '/redirect') {
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<!doctype html><title>Client</title><h1>Back</h1>');
      } else {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(`<!doctype html><title>Test client</title><link rel="redirect_uri" href="/redirect">
          <div class="h-app"><img class="u-logo" src="/logo.png" alt="">
          <a class="u-url p-name" href="/">Test &amp; client</a></div>`);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await use({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  },
});

function pkce() {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Goes to the consent page as the client sends the user there, for `read:account`. */
async function gotoAuthorize(page: Page, clientOrigin: string, challenge: string) {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: `${clientOrigin}/`,
    redirect_uri: `${clientOrigin}/redirect`,
    scope: 'read:account',
    state: 'xyz',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  await page.goto(`/oauth/authorize?${query}`);
}

async function expectConsent(page: Page, clientOrigin: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Authorize an app' })).toBeVisible();
  await expect(page.getByText('Test & client asks for access to your account.')).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveText(['AccountRead']);
  await expect(page.getByText('Afterwards you go back to 127.0.0.1:')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  // The logo is the client's (loaded from its page), not the generic icon.
  await expect(page.locator(`img[src="${clientOrigin}/logo.png"]`)).toBeVisible();
}

async function openConsent(page: Page, clientOrigin: string, challenge: string) {
  await gotoAuthorize(page, clientOrigin, challenge);
  await expectConsent(page, clientOrigin);
}

/** Where the client was sent back to, once it is there. */
async function answerAt(page: Page, clientOrigin: string): Promise<URLSearchParams> {
  await page.waitForURL((url) => url.href.startsWith(`${clientOrigin}/redirect?`));
  return new URL(page.url()).searchParams;
}

async function exchange(instanceUrl: string, clientOrigin: string, code: string, verifier: string) {
  const res = await fetch(`${instanceUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: `${clientOrigin}/`,
      redirect_uri: `${clientOrigin}/redirect`,
      code_verifier: verifier,
    }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('OAuth: the user allows a client; the code with the right verifier gives a token limited to its scope', async ({
  page,
  api,
  instance,
  client,
}, testInfo) => {
  test.slow();
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password');

  // First round, light: a code exchanged with a wrong verifier is refused (and spent).
  await page.emulateMedia({ colorScheme: 'light' });
  const first = pkce();
  await openConsent(page, client.origin, first.challenge);
  await expectAccessible(page);
  await screenshots(page, testInfo, 'oauth-light');
  await page.getByRole('button', { name: 'Allow' }).click();
  const refused = await answerAt(page, client.origin);
  expect(refused.get('state')).toBe('xyz');
  expect(refused.get('iss')).toBe(instance.url);
  const wrong = await exchange(instance.url, client.origin, refused.get('code') ?? '', pkce().verifier);
  expect(wrong).toMatchObject({ status: 403, body: { error: 'invalid_grant' } });

  // Second round, dark: the right verifier gets a token that reads the account and cannot post.
  await page.emulateMedia({ colorScheme: 'dark' });
  const second = pkce();
  await openConsent(page, client.origin, second.challenge);
  await expectAccessible(page);
  await screenshots(page, testInfo, 'oauth-dark');
  await page.getByRole('button', { name: 'Allow' }).click();
  const answer = await answerAt(page, client.origin);
  const granted = await exchange(instance.url, client.origin, answer.get('code') ?? '', second.verifier);
  expect(granted).toMatchObject({ status: 200, body: { token_type: 'Bearer', scope: 'read:account' } });
  const token = granted.body.access_token ?? '';
  expect(await api.call<{ username: string }>('i', {}, token)).toMatchObject({ username: 'alice' });
  await expect(api.call('notes/create', { text: 'from the client' }, token)).rejects.toThrow(
    /PERMISSION_DENIED/,
  );
});

test('OAuth: a visitor signs in on the page, then denying sends the client access_denied and no code', async ({
  page,
  api,
  client,
}, testInfo) => {
  await api.createAdmin('alice', 'alice-password');
  await gotoAuthorize(page, client.origin, pkce().challenge);
  await expect(page.getByText('Sign in to answer Test & client’s request.')).toBeVisible();
  // The sign-in dialog opens by itself; closed, the page offers it again.
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page);
    await screenshots(page, testInfo, `oauth-visitor-${colorScheme}`);
  }
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await dialog.getByLabel('Username').fill('alice');
  await dialog.getByLabel('Password').fill('alice-password');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  // Signing in loads the page again, and the instance serves a fresh transaction.
  await expectConsent(page, client.origin);
  await page.getByRole('button', { name: 'Deny' }).click();
  const answer = await answerAt(page, client.origin);
  expect(answer.get('error')).toBe('access_denied');
  expect(answer.get('state')).toBe('xyz');
  expect(answer.has('code')).toBe(false);
});
