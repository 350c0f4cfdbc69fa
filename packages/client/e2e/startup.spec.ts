import { addAccountThroughMenu, expect, signInThroughUi, test } from './fixtures';

test('a signed-in user is told once that Shiori was updated', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await signInThroughUi(page, 'alice', 'alice-password');

  await page.evaluate(() => localStorage.setItem('lastVersion', '1.2.0'));
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Shiori has been updated' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('1.3.0-beta.1');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // Give a late dialog every chance to appear before saying it did not.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a visitor with an older stored version sees no update dialog', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('lastVersion', '1.2.0'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('lastVersion'))).toBe('1.3.0-beta.1');
});

test('?loginId= switches to that saved account and leaves the address', async ({ page, api }) => {
  const alice = await api.createAdmin('alice', 'alice-password');
  await api.signup('bob', 'bob-password');
  await signInThroughUi(page, 'alice', 'alice-password');

  // Add bob: he becomes current, alice stays saved.
  await addAccountThroughMenu(page, 'bob', 'bob-password');

  await page.goto(`/?loginId=${alice.id}`);
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('@alice');
  await expect(page).not.toHaveURL(/loginId/);
});

test('#pswp is dropped from the address on load', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await page.goto('/#pswp');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page).not.toHaveURL(/#pswp/);
});
