import { expect, expectAccessible, signIn, test } from './fixtures';

test('the look-up dialog checks its limits and opens a user page', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await api.signup('bob', 'bob-password');
  await signIn(page, api, 'alice', 'alice-password', { at: '/lookup' });
  const dialog = page.getByRole('dialog', { name: 'Look up' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel('User or URL');
  const ok = dialog.getByRole('button', { name: 'OK' });
  await expect(field).toBeFocused();
  await expect(ok).toBeDisabled();

  await field.fill('x'.repeat(513));
  await expect(dialog.getByText('513 / 512 characters: too long')).toBeVisible();
  await expect(ok).toBeDisabled();
  await field.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/lookup$/);
  await expectAccessible(page);

  await field.fill('@bob');
  await expect(ok).toBeEnabled();
  await field.press('Enter');
  await expect(page).toHaveURL(/\/@bob$/);
  await expect(page.getByRole('heading', { level: 1, name: 'bob' })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the old authorize-follow address leads to the look-up dialog', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password', { at: '/authorize-follow' });
  await expect(page.getByRole('dialog', { name: 'Look up' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'Look up' })).toBeVisible();
});
