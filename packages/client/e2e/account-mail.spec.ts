import type { Page, TestInfo } from '@playwright/test';
import { linkIn, startTestMailbox, type TestMailbox } from '../../server/test/mail-helpers';
import { test as base, expect, expectAccessible, type InstanceApi, signInThroughUi } from './fixtures';
import { startInstance } from './instance';

// Each test's instance mails through an SMTP server the test runs on loopback: the server reads
// SMTP_URL from its environment, given to this instance only.
const test = base.extend<{ mailbox: TestMailbox }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  mailbox: async ({}, use) => {
    const mailbox = await startTestMailbox();
    await use(mailbox);
    await mailbox.close();
  },
  instance: async ({ mailbox }, use) => {
    const instance = await startInstance({ env: { SMTP_URL: mailbox.url } });
    await use(instance);
    await instance.stop();
  },
});

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectAccessible(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}-${scheme}.png`) });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Gives the account an address it has confirmed, through the link mailed by i/update-email. */
async function confirmedAddress(
  mailbox: TestMailbox,
  api: InstanceApi,
  token: string,
  password: string,
  email: string,
) {
  await api.call('i/update-email', { password, email }, token);
  const link = linkIn(await mailbox.next(email), `${api.origin}/verify-email/`);
  expect((await fetch(link)).status).toBe(200);
}

test('signing up with a mailed link: the dialog says where it went, the link makes the account and signs in', async ({
  page,
  api,
  mailbox,
}, testInfo) => {
  const admin = await api.createAdmin('admin', 'admin password');
  await api.call('admin/update-meta', { emailRequiredForSignup: true }, admin.token);

  await page.goto('/');
  await page.getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByLabel('Username').fill('carol');
  await dialog.getByLabel('Password', { exact: true }).fill('carol password');
  await dialog.getByLabel('Confirm password').fill('carol password');
  const email = dialog.getByLabel('E-mail address');
  await expect(email).toHaveAccessibleDescription(/a link to finish will be sent/);
  await email.fill('carol@example.com');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(
    dialog.getByRole('status').filter({
      hasText:
        'Almost done: a link was sent to carol@example.com. Open it within 30 minutes to finish signing up.',
    }),
  ).toBeVisible();

  await screenshots(page, testInfo, 'signup-link-sent');
  const link = linkIn(await mailbox.next('carol@example.com'), `${api.origin}/signup-complete/`);
  // A wrong code first: the page says so, in the minimal layout.
  await page.goto(`${link}x`);
  await expect(page.getByRole('heading', { level: 1, name: 'Finishing sign-up' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('This link is unknown or has already been used.');
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await screenshots(page, testInfo, 'signup-complete-unknown');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const me = await page.evaluate(() => JSON.parse(localStorage.getItem('account') ?? '{}'));
  expect(me).toMatchObject({ username: 'carol', email: 'carol@example.com', emailVerified: true });
});

test('resetting a password: "Forgot password?" asks for a link, the mailed link sets a new password once', async ({
  page,
  api,
  mailbox,
}, testInfo) => {
  const alice = await api.createAdmin('alice', 'alice password');
  await confirmedAddress(mailbox, api, alice.token, 'alice password', 'alice@example.com');

  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Sign in' }).getByRole('link', { name: 'Forgot password?' }),
  ).toBeVisible();
  await screenshots(page, testInfo, 'signin-forgot-password');
  await page.getByRole('dialog', { name: 'Sign in' }).getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await screenshots(page, testInfo, 'reset-request');
  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('E-mail address').fill('alice@example.com');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText:
        'If the username and address match an account, a link is on its way. It works once, within 30 minutes.',
    }),
  ).toBeVisible();

  const link = linkIn(await mailbox.next('alice@example.com'), `${api.origin}/reset-password/`);
  await page.goto(link);
  const password = page.getByLabel('New password', { exact: true });
  const submit = page.getByRole('button', { name: 'Set password' });
  await password.fill('short');
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await screenshots(page, testInfo, 'reset-new-password');
  await password.fill('a brand new password');
  await page.getByLabel('Confirm password').fill('a brand new password');
  await submit.click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Your password has been changed. You can sign in with it now.' }),
  ).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet another password');
  await page.getByLabel('Confirm password').fill('yet another password');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link is unknown or has already been used.');
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page.getByRole('button', { name: 'Send link' })).toBeVisible();

  await signInThroughUi(page, 'alice', 'a brand new password');
});

test('the e-mail settings set an address that counts once its mailed link is opened, and remove it', async ({
  page,
  api,
  mailbox,
}, testInfo) => {
  await api.createAdmin('alice', 'alice password');
  await signInThroughUi(page, 'alice', 'alice password');
  await page.goto('/settings/email');
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail' })).toBeVisible();
  await expect(page.getByText('No address is set')).toBeVisible();

  await page.getByLabel('E-mail address').fill('alice@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm with your password' });
  await confirm.getByLabel('Password').fill('not her password');
  await confirm.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('The current password is incorrect.');

  await page.getByRole('button', { name: 'Save' }).click();
  await confirm.getByLabel('Password').fill('alice password');
  await confirm.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'A confirmation link was sent to alice@example.com.' }),
  ).toBeVisible();
  await expect(page.getByText('Current address: alice@example.com (not confirmed yet')).toBeVisible();
  await screenshots(page, testInfo, 'email-settings');

  const link = linkIn(await mailbox.next('alice@example.com'), `${api.origin}/verify-email/`);
  expect((await fetch(link)).status).toBe(200);
  await page.reload();
  await expect(page.getByText('Current address: alice@example.com (confirmed)')).toBeVisible();

  await page.getByLabel('E-mail address').fill('');
  await page.getByRole('button', { name: 'Remove address' }).click();
  await confirm.getByLabel('Password').fill('alice password');
  await confirm.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The address was removed.' })).toBeVisible();
  await expect(page.getByText('No address is set')).toBeVisible();
});
