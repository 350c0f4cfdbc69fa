import { expect, expectAccessible, openAccountMenu, signIn, signInThroughUi, test } from './fixtures';

test('the first-run page refuses a one-character administrator password and says why', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Set up this instance' })).toBeVisible();
  const password = page.getByLabel('Password', { exact: true });
  const create = page.getByRole('button', { name: 'Create administrator account' });
  // The rule is on screen before anything is typed.
  await expect(password).toHaveAccessibleDescription('At least 8 characters.');

  await page.getByLabel('Username').fill('admin');
  await password.fill('x');
  await page.getByLabel('Confirm password').fill('x');
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(create).toBeDisabled();
  await expectAccessible(page);

  await password.fill('correct horse battery');
  await page.getByLabel('Confirm password').fill('correct horse battery');
  await expect(password).toHaveAccessibleDescription('Strength: strong.');
  await create.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('the security page changes the password', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password', { at: '/settings/general' });
  const nav = page.getByRole('navigation', { name: 'Settings pages' }).filter({ visible: true });
  await nav.getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Change password' });
  const change = form.getByRole('button', { name: 'Change password' });
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);

  await form.getByLabel('Current password').fill('not my password');
  await form.getByLabel('New password', { exact: true }).fill('short');
  await expect(form.getByText('Use at least 8 characters.')).toBeVisible();
  await expect(change).toBeDisabled();
  await form.getByLabel('New password', { exact: true }).fill('a much longer password');
  await form.getByLabel('Confirm new password').fill('a much longer password');
  await change.click();
  await expect(form.getByRole('alert')).toHaveText('The current password is incorrect.');

  await form.getByLabel('Current password').fill('alice-password');
  await change.click();
  await expect(form.getByRole('status')).toHaveText('Your password has been changed.');
  await expect(form.getByLabel('Current password')).toHaveValue('');
  const signin = await api.call<{ finished: boolean }>('signin-flow', {
    username: 'alice',
    password: 'a much longer password',
  });
  expect(signin.finished).toBe(true);
});

test("a locked account says how long to wait, and lets its owner's browser in", async ({
  page,
  api,
  browser,
  instance,
}) => {
  await api.createAdmin('alice', 'alice-password');
  // The owner signs in on this browser once: it becomes a known device of the account.
  await signInThroughUi(page, 'alice', 'alice-password');
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // Someone else guesses (no cookie) until the account locks.
  for (let i = 0; i < 6; i++) {
    const res = await fetch(`${instance.url}/api/signin-flow`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'alice', password: `guess ${i}` }),
    });
    expect(res.status).toBe(403);
  }

  // A browser that never signed in to the account is told to wait, and for how long.
  const stranger = await browser.newContext({ baseURL: instance.url });
  try {
    const other = await stranger.newPage();
    await other.goto('/');
    await other.getByRole('button', { name: 'Sign in' }).click();
    const dialog = other.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Username').fill('alice');
    await dialog.getByLabel('Password').fill('alice-password');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      /^Too many failed sign-in attempts\. You can try again in \d+ seconds\.$/,
    );
    await expectAccessible(other);
  } finally {
    await stranger.close();
  }

  // The owner's own browser still gets in.
  await signInThroughUi(page, 'alice', 'alice-password');
});
