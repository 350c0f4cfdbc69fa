import { expect, expectAccessible, test } from './fixtures';

// An instance started without SMTP_URL: mail goes only to its log, and the pages say so.
test('without mail set up, the reset page says a link cannot arrive and sign-in offers no reset', async ({
  page,
  api,
}) => {
  await api.createAdmin('alice', 'alice password');
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.getByLabel('Password')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Forgot password?' })).toHaveCount(0);

  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'cannot send e-mail' })).toHaveText(
    'This server cannot send e-mail yet, so no link will reach you. Ask its administrator for help.',
  );
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);
});
