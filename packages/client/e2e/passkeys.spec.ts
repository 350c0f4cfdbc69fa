import { test as base, expect, InstanceApi, scanAndPhotograph, signIn } from './fixtures';

/**
 * Browsers refuse an IP address as a passkey's site, so the instance (on 127.0.0.1) is opened as
 * localhost, the relying party the server names for loopback instances.
 */
const test = base.extend<{ local: InstanceApi }>({
  baseURL: async ({ instance }, use) => {
    await use(instance.url.replace('127.0.0.1', 'localhost'));
  },
  local: async ({ instance }, use) => {
    await use(new InstanceApi(instance.url.replace('127.0.0.1', 'localhost')));
  },
});

test('a passkey is added in the security settings, allowed to sign in alone, and signs in', async ({
  page,
  api,
  local,
}, testInfo) => {
  test.slow();
  // Chromium's virtual authenticator: a platform passkey that always answers, as a person would.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  const alice = await api.createAdmin('alice', 'alice-password');
  await signIn(page, local, 'alice', 'alice-password');
  // Passkeys come on top of an authenticator app (as in Misskey).
  const { backupCodes } = await api.enableTwoFactor(alice.token, 'alice-password');
  await page.goto('/settings/security');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section).toContainText('No passkeys yet.');

  await section.getByRole('button', { name: 'Add a passkey' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm with your password' });
  await confirm.getByLabel('Password').fill('alice-password');
  await confirm.getByLabel('Two-factor code').fill(backupCodes[0] ?? '');
  await confirm.getByRole('button', { name: 'Continue' }).click();
  const naming = page.getByRole('dialog', { name: 'Name the passkey' });
  await naming.getByLabel('Name').fill('Test laptop');
  await naming.getByRole('button', { name: 'OK' }).click();
  await expect(section.getByRole('list', { name: 'Passkeys' }).getByRole('listitem')).toHaveText(
    /Test laptop/,
  );
  await expect(section).toContainText('The passkey was added.');

  const passwordLess = section.getByRole('switch', {
    name: 'Sign in with a passkey alone, without a password',
  });
  await passwordLess.click();
  await expect(passwordLess).toBeChecked();
  await scanAndPhotograph(page, testInfo, 'passkeys-settings');

  // Signed out on this device, then back in with the passkey alone.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.getByRole('button', { name: 'Use a passkey' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'passkeys-sign-in');
  await dialog.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const me = await page.evaluate(
    () => JSON.parse(localStorage.getItem('account') ?? '{}') as { username?: string },
  );
  expect(me.username).toBe('alice');
});
