import { expect, expectAccessible, signIn, test } from './fixtures';

// The profile settings page is its own chunk (assets/ProfileSettingsPage-<hash>.js).
const PROFILE_CHUNK = /\/assets\/ProfileSettingsPage-[^/]*\.js$/;

test('a page whose code cannot be fetched shows the error screen with troubleshooting, and Retry loads it', async ({
  page,
  api,
}) => {
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password');

  await page.route(PROFILE_CHUNK, (route) => route.abort('failed'));
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This page failed to load' })).toBeVisible();
  // Client and server run the same version here: the generic explanation.
  await expect(page.getByText(/Trying again often helps/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Troubleshooting' }).click();
  await expect(page).toHaveURL(/\/troubleshooting\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shiori is not loading properly' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Reload the page' })).toBeVisible();
  await expectAccessible(page);

  // Back to the app (a page load, the chunk still blocked), then the chunk becomes reachable.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'This page failed to load' })).toBeVisible();
  await page.unroute(PROFILE_CHUNK);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('the error screen offers a reload when the server has a newer version', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password');

  await page.route(PROFILE_CHUNK, (route) => route.abort('failed'));
  await page.route('**/api/meta', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), version: '99.0.0' } });
  });
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'A new version of Shiori is available' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expectAccessible(page);

  // Reload is a real page load of the same address, which now gets the page.
  await page.unroute(PROFILE_CHUNK);
  await page.unroute('**/api/meta');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('a link to the page already shown scrolls back to the top', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password');
  // Enough room to scroll, whatever the home page holds today.
  await page.evaluate(() => {
    document.body.style.minHeight = '5000px';
  });
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const before = await page.evaluate(() => history.length);

  await page.locator('a[href="/"]:visible').first().click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // No new history entry: it is the same page.
  expect(await page.evaluate(() => history.length)).toBe(before);
});

test('Back shows a kept page as it was left, with unsaved typing', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password');

  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.getByLabel('Display name').fill('Not saved yet');

  await page.locator('a[href="/"]:visible').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByLabel('Display name')).toBeHidden();

  await page.goBack();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByLabel('Display name')).toHaveValue('Not saved yet');
});

test('/redirect-test shows the signed-in user their own profile', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password', { at: '/redirect-test' });
  await expect(page.getByRole('heading', { level: 1, name: 'alice' })).toBeVisible();
});
