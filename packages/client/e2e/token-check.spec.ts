import { expect, signIn, test } from './fixtures';

test('a token regenerated elsewhere shows the revoked dialog on next start', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password');

  // Another device regenerates the token; this tab's saved token is now dead.
  const other = await api.call<{ finished: true; i: string }>('signin-flow', {
    username: 'alice',
    password: 'alice-password',
  });
  await api.call('i/regenerate-token', { password: 'alice-password' }, other.i);

  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Signed out' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('account'))).toBeNull();
});
