import { expect, scanAndPhotograph, signIn, test } from './fixtures';

// The service worker is what this file tests (the other files block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * A stand-in for the browser's push service: headless Chromium here has no network to reach
 * one, so `PushManager.subscribe` answers a subscription with an endpoint and keys of the
 * shapes a real one has (kept in sessionStorage, so a reload still finds it). What the server
 * does with a real subscription is tested in packages/server/test/push.test.ts.
 */
function fakePushService() {
  const stored = () => sessionStorage.getItem('fake-push');
  const bytes = (n: number) => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(n))));
  const b64url = (text: string) => text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const make = (data: { endpoint: string; key: number[]; p256dh: string; auth: string }) => ({
    endpoint: data.endpoint,
    options: { applicationServerKey: new Uint8Array(data.key).buffer, userVisibleOnly: true },
    toJSON: () => ({ endpoint: data.endpoint, keys: { p256dh: data.p256dh, auth: data.auth } }),
    unsubscribe: async () => {
      sessionStorage.removeItem('fake-push');
      return true;
    },
  });
  PushManager.prototype.getSubscription = async () => {
    const data = stored();
    return (data ? make(JSON.parse(data)) : null) as unknown as PushSubscription;
  };
  PushManager.prototype.subscribe = async (options) => {
    const key = [...new Uint8Array(options?.applicationServerKey as ArrayBuffer | Uint8Array)];
    const data = {
      endpoint: `https://push.example/send/${b64url(bytes(12))}`,
      key,
      p256dh: b64url(`B${bytes(64)}`.slice(0, 87)),
      auth: b64url(bytes(16)),
    };
    sessionStorage.setItem('fake-push', JSON.stringify(data));
    return make(data) as unknown as PushSubscription;
  };
}

test('after one visit the app opens offline with a notice and the last timeline, and the push switch registers this browser', async ({
  page,
  context,
  api,
}, testInfo) => {
  const alice = await api.createAdmin('alice', 'alice-password');
  await context.grantPermissions(['notifications']);
  await context.addInitScript(fakePushService);
  const posted = 'Kept for the train ride';
  await api.call('notes/create', { text: posted }, alice.token);
  await signIn(page, api, 'alice', 'alice-password');

  // The worker takes over the page, then keeps what the page loaded before it did.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(async () => {
    const build = (await caches.keys()).find((name) => /^shiori-[0-9a-f]+$/.test(name));
    if (!build) return false;
    const cache = await caches.open(build);
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.startsWith(`${location.origin}/assets/`));
    const kept = await Promise.all(loaded.map((name) => cache.match(name)));
    return loaded.length > 0 && kept.every(Boolean);
  });

  // Push on: the browser's subscription is registered with the server for alice.
  await page.goto('/settings/notifications');
  const push = page.getByRole('switch', { name: 'Notify me on this device when Shiori is closed' });
  await expect(push).toBeEnabled();
  await expect(push).not.toBeChecked();
  await push.click();
  await expect(push).toBeChecked();
  const endpoint = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('fake-push') ?? '{}').endpoint,
  );
  expect(await api.call('sw/show-registration', { endpoint }, alice.token)).toMatchObject({
    userId: alice.id,
    endpoint,
    sendReadMessage: true,
  });

  // Offline, a reload is answered by the worker: the app opens and says it is offline, and the
  // home timeline shows the page the worker kept from this (controlled) visit.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const note = page.getByRole('article').filter({ hasText: posted });
  await expect(note).toBeVisible();
  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  const notice = page.getByRole('status').filter({ hasText: "You're offline" });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(note).toBeVisible();
  // No start-up dialog about the unreachable server on top of it.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await scanAndPhotograph(page, testInfo, 'pwa-offline');

  // Back online, the notice goes; push off unregisters this browser from alice's server.
  await context.setOffline(false);
  await expect(notice).toBeHidden();
  await page.goto('/settings/notifications');
  await expect(push).toBeChecked();
  await push.click();
  await expect(push).not.toBeChecked();
  await expect.poll(() => api.call('sw/show-registration', { endpoint }, alice.token)).toBeUndefined();
});
