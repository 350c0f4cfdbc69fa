import { expect, expectAccessible, signIn, test } from './fixtures';

test('the profile is edited and the change shows on the home card and the public profile', async ({
  page,
  api,
}) => {
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password');
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expectAccessible(page);

  // Markup-looking text stays text: nothing a user writes becomes HTML.
  await page.getByLabel('Display name').fill('Alice <b>Liddell</b>');
  await page.getByLabel('Bio').fill('Down the rabbit hole.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await page.goto('/');
  await expect(page.getByText('Alice <b>Liddell</b>').filter({ visible: true }).first()).toBeVisible();

  await page.goto('/@alice');
  await expect(page.getByRole('heading', { level: 1, name: 'Alice <b>Liddell</b>' })).toBeVisible();
  await expect(page.getByText('Down the rabbit hole.')).toBeVisible();
});

test('a profile is public, and an unknown user or path says so', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await page.goto('/@alice');
  await expect(page.getByRole('heading', { level: 1, name: 'alice' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/@nobody');
  await expect(page.getByText('User not found')).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a page that needs an account opens the sign-in dialog for a visitor', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await page.goto('/settings/accounts');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Username').fill('alice');
  await dialog.getByLabel('Password').fill('alice-password');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
});

test('a profile change made in another tab arrives live through streaming', async ({
  context,
  page,
  api,
}) => {
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  const other = await context.newPage();
  await other.goto('/settings/profile');
  await other.getByLabel('Display name').fill('Alice from the other tab');
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  // No reload of the first tab: the change comes over its WebSocket as meUpdated.
  await expect(page.getByText('Alice from the other tab').filter({ visible: true }).first()).toBeVisible();
});
