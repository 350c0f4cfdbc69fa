import type { Page, TestInfo } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expect, expectAccessible, openAccountMenu, photosWanted, signIn, test } from './fixtures';

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of photosWanted ? [390, 1280] : []) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function lightAndDark(page: Page, testInfo: TestInfo, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // The theme follows the media query from script: check once it has (colours mid-switch fail).
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', colorScheme);
    await expectAccessible(page);
    await screenshots(page, testInfo, `${name}-${colorScheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');
}

const storedToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('account') ?? '{}') as { token?: string }).token);

test('two-factor sign-in is set up, used and turned off; the history lists the sign-ins; the token is regenerated', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password', { at: '/settings/security' });
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(twoFactor).toContainText('Off: your password alone signs you in.');

  // Set up: the password, then the QR code and the key, then a code from the "app".
  await twoFactor.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm with your password' });
  await confirm.getByLabel('Password').fill('alice-password');
  await confirm.getByRole('button', { name: 'Continue' }).click();
  const setup = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
  await expect(setup.getByRole('img', { name: /QR code/ })).toBeVisible();
  const key = (await setup.locator('dd code').textContent())?.replace(/\s+/g, '') ?? '';
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) });
  await lightAndDark(page, testInfo, 'two-factor-setup');
  await setup.getByLabel('Code from the app').fill(totp.generate());
  await setup.getByRole('button', { name: 'Verify' }).click();

  const codes = page.getByRole('list', { name: 'Backup codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(5);
  const backupCodes = await codes.getByRole('listitem').allTextContents();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as a text file' }).click();
  expect((await download).suggestedFilename()).toMatch(/^alice@.+-backup-codes\.txt$/);
  await lightAndDark(page, testInfo, 'backup-codes');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(twoFactor.getByRole('status')).toHaveText('Two-factor authentication is on.');
  await expect(twoFactor).toContainText('On: signing in asks for a code');

  // Signing in again now asks for a code: a wrong one fails, the right one gets in.
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  const signin = page.getByRole('dialog', { name: 'Sign in' });
  await signin.getByLabel('Username').fill('alice');
  await signin.getByLabel('Password').fill('alice-password');
  await signin.getByRole('button', { name: 'Sign in' }).click();
  const valid = [-1, 0, 1].map((step) => totp.generate({ timestamp: Date.now() + step * 30_000 }));
  const wrong = ['000000', '111111', '222222', '333333'].find((c) => !valid.includes(c)) ?? '444444';
  await signin.getByLabel('Two-factor code').fill(wrong);
  await signin.getByRole('button', { name: 'Continue' }).click();
  await expect(signin.getByRole('alert')).toContainText('Incorrect two-factor code');
  await signin.getByLabel('Two-factor code').fill(totp.generate());
  await signin.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  // The history: this browser's sign-in, the failed code before it, and the first (the test's own).
  await page.goto('/settings/security');
  const history = page.getByRole('list', { name: 'Sign-in history' });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').nth(0)).toContainText('Signed in');
  await expect(history.getByRole('listitem').nth(0)).toContainText('Chrome on Linux');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Failed sign-in attempt');
  await expect(history.getByRole('listitem').nth(0)).toContainText('127.0.0.1');
  await lightAndDark(page, testInfo, 'security');

  // Off again with the password and a backup code.
  await twoFactor.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  const off = page.getByRole('dialog', { name: 'Turn off two-factor authentication' });
  await off.getByLabel('Password').fill('alice-password');
  await off.getByLabel('Two-factor code').fill(backupCodes[0] ?? '');
  await off.getByRole('button', { name: 'Continue' }).click();
  await expect(twoFactor.getByRole('status')).toHaveText('Two-factor authentication is off.');

  // Regenerating the token signs the old one out everywhere; this browser signs in again.
  const oldToken = await storedToken(page);
  // Another tab of this browser, streaming, is told the old token died (below).
  const otherTab = await page.context().newPage();
  await otherTab.goto('/settings/security');
  await expect(otherTab.getByRole('status', { name: 'Live updates' }).first()).toHaveAttribute(
    'data-state',
    'connected',
  );
  const regenerate = page.getByRole('region', { name: 'Sign out everywhere else' });
  await regenerate.getByRole('button', { name: 'Regenerate token' }).click();
  await page
    .getByRole('dialog', { name: 'Sign out everywhere else' })
    .getByRole('button', { name: 'Regenerate token' })
    .click();
  const password = page.getByRole('dialog', { name: 'Confirm with your password' });
  await password.getByLabel('Password').fill('alice-password');
  await password.getByRole('button', { name: 'Continue' }).click();
  // The page reloads as the new token: a read during that navigation finds no page to read.
  await expect
    .poll(async () => {
      const token = await storedToken(page).catch(() => null);
      return token != null && token !== oldToken;
    })
    .toBe(true);
  await expect(regenerate.getByRole('status')).toContainText('Your sign-in token was regenerated');
  await expect(page.getByRole('list', { name: 'Sign-in history' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(api.call('i', {}, oldToken)).rejects.toThrow(/401/);
  const newToken = await storedToken(page);
  expect(await api.call('i', {}, newToken)).toMatchObject({ username: 'alice' });
  // The other tab says it was signed out, and once that is read it goes on as the new token
  // instead of forgetting the account this browser is signed in with.
  const signedOut = otherTab.getByRole('dialog', { name: 'Signed out' });
  await signedOut.getByRole('button', { name: 'OK' }).click();
  await expect(otherTab.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expect(otherTab.getByRole('status', { name: 'Live updates' }).first()).toHaveAttribute(
    'data-state',
    'connected',
  );
  expect(await storedToken(otherTab)).toBe(newToken);
});
