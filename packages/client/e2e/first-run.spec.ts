import { expect, expectAccessible, openAccountMenu, test } from './fixtures';

test('a fresh instance asks for its administrator, then signs them in', async ({ page, api }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Set up this instance' })).toBeVisible();
  await expectAccessible(page);

  const create = page.getByRole('button', { name: 'Create administrator account' });
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByLabel('Confirm password').fill('correct horse battery');
  await create.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByText('@admin').filter({ visible: true }).first()).toBeVisible();
  await expectAccessible(page);

  // The instance now has its admin: the setup page is gone for good, also after a reload.
  const meta = await api.call<{ requireSetup: boolean }>('meta', { detail: true });
  expect(meta.requireSetup).toBe(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('signing out returns to the landing page and forgets the account', async ({ page, api }) => {
  await api.createAdmin('admin', 'secret-password');
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Username').fill('admin');
  await dialog.getByLabel('Password').fill('secret-password');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();

  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Shiori' })).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('account'))).toBeNull();
  expect(await page.evaluate(() => document.cookie)).not.toContain('token=');
});
