import { expect, expectAccessible, signInThroughUi, test } from './fixtures';

test('signing in with the right password opens the home page', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  await expectAccessible(page);
  await dialog.getByLabel('Username').fill('alice');
  await dialog.getByLabel('Password').fill('alice-password');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByText('@alice').filter({ visible: true }).first()).toBeVisible();
});

test('a wrong password shows an error and keeps the typed username', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Username').fill('alice');
  await dialog.getByLabel('Password').fill('not-her-password');
  await dialog.getByRole('button', { name: 'Sign in' }).click();

  await expect(dialog.getByRole('alert')).toContainText('Incorrect username or password');
  await expect(dialog.getByLabel('Username')).toHaveValue('alice');
  await expect(dialog.getByLabel('Password')).toBeFocused();

  // An unknown username gets the very same answer: nothing says which part was wrong.
  await dialog.getByLabel('Username').fill('nobody');
  await dialog.getByLabel('Password').fill('whatever');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Incorrect username or password');

  await dialog.getByLabel('Username').fill('alice');
  await dialog.getByLabel('Password').fill('alice-password');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('two-factor sign-in asks for a code and accepts a backup code', async ({ page, api }) => {
  const admin = await api.createAdmin('alice', 'alice-password');
  const { totp, backupCodes } = await api.enableTwoFactor(admin.token, 'alice-password');

  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Username').fill('alice');
  await dialog.getByLabel('Password').fill('alice-password');
  await dialog.getByRole('button', { name: 'Sign in' }).click();

  const code = dialog.getByLabel('Two-factor code');
  const proceed = dialog.getByRole('button', { name: 'Continue' });
  await expect(code).toBeVisible();
  await expect(proceed).toBeDisabled();
  await code.fill('12345');
  await expect(proceed).toBeDisabled();

  // A code from another secret is refused with its own message.
  const valid = [-1, 0, 1].map((step) => totp.generate({ timestamp: Date.now() + step * 30_000 }));
  const wrong = ['000000', '111111', '222222', '333333'].find((c) => !valid.includes(c)) ?? '444444';
  await code.fill(wrong);
  await expect(proceed).toBeEnabled();
  await proceed.click();
  await expect(dialog.getByRole('alert')).toContainText('Incorrect two-factor code');

  await code.fill(backupCodes[0] ?? '');
  await proceed.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('the session survives a reload and a server-side check', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await signInThroughUi(page, 'alice', 'alice-password');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});
