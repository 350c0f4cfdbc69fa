import { expect, expectAccessibleInBothSchemes, signIn, signInThroughUi, test } from './fixtures';

const PASSWORD = 'correct horse battery';

test('with approval on (and the performance and other settings beside it), a visitor signs up with a reason, waits, is approved by a moderator and signs in', async ({
  page,
  browser,
  api,
  baseURL,
}, testInfo) => {
  // Two browser contexts, the switch, the sign-up, the control panel and the sign-in.
  test.slow();
  await api.createAdmin('admin', PASSWORD);
  const maya = await api.signup('maya', PASSWORD);
  const admin = await api.call<{ i: string }>('signin-flow', { username: 'admin', password: PASSWORD });
  const role = await api.call<{ id: string }>(
    'admin/roles/create',
    { name: 'Moderators', isModerator: true, policies: {} },
    admin.i,
  );
  await api.call('admin/roles/assign', { roleId: role.id, userId: maya.id }, admin.i);

  // The administrator turns approval on in the moderation section.
  await signIn(page, api, 'admin', PASSWORD, { at: '/admin/moderation' });
  const approval = page.getByRole('checkbox', { name: 'Approve new accounts before they can be used' });
  await approval.click();
  await expect(approval).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  // The performance and other settings sections sit beside it: each field acts here or says it
  // is only kept (federation, Redis).
  await page.getByRole('link', { name: 'Performance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Fan-out timelines' })).toBeChecked();
  await expect(page.getByText("Applies to Misskey's Redis caches only").first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Notes cached per home timeline' })).toHaveValue('300');
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'admin-performance' });
  await page.getByRole('link', { name: 'Other settings' }).click();
  const identicons = page.getByRole('checkbox', {
    name: 'Draw a pattern avatar for accounts without a picture',
  });
  await identicons.click();
  await expect(identicons).not.toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  // The success check closes itself; the scan and photos are of the page.
  await expect(page.getByRole('dialog', { name: 'Working…' })).toHaveCount(0);
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'admin-other-settings' });
  expect(await api.call('admin/meta', {}, admin.i)).toMatchObject({ enableIdenticonGeneration: false });

  // A visitor signs up: the form asks why, then says the account waits.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await visitor.getByRole('button', { name: 'Sign up' }).click();
  const signup = visitor.getByRole('dialog', { name: 'Create an account' });
  const create = signup.getByRole('button', { name: 'Create account' });
  await signup.getByLabel('Username').fill('dave');
  await signup.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signup.getByLabel('Confirm password').fill(PASSWORD);
  await expect(create).toBeDisabled();
  await signup
    .getByRole('textbox', { name: 'Why do you want to join?' })
    .fill('Maya told me\nabout the garden club.');
  await expectAccessibleInBothSchemes(visitor, { testInfo, name: 'approval-signup', atCurrentSize: true });
  await create.click();
  await expect(signup).toContainText('waiting for a moderator to approve it');
  await expectAccessibleInBothSchemes(visitor, { testInfo, name: 'approval-waiting', atCurrentSize: true });
  await signup.getByRole('button', { name: 'Close' }).click();

  // Signing in before approval says so plainly.
  await visitor.getByRole('button', { name: 'Sign in' }).click();
  const signin = visitor.getByRole('dialog', { name: 'Sign in' });
  await signin.getByLabel('Username').fill('dave');
  await signin.getByLabel('Password').fill(PASSWORD);
  await signin.getByRole('button', { name: 'Sign in' }).click();
  await expect(signin.getByRole('alert')).toContainText(
    'This account is waiting for a moderator to approve it.',
  );
  await signin.getByRole('button', { name: 'Cancel' }).click();

  // The moderator finds the waiting account, reads its reason and approves it.
  await signIn(page, api, 'maya', PASSWORD, { at: '/admin/users' });
  const users = page.getByRole('list', { name: 'Users' });
  await expect(users.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Waiting for approval' });
  await expect(users.getByRole('listitem')).toHaveCount(1);
  await users.getByRole('link', { name: 'dave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'dave' })).toBeVisible();
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toContainText('Waiting for approval');
  await expect(account).toContainText('Maya told me\nabout the garden club.');
  const waiting = page.getByRole('region', { name: 'Waiting for approval' });
  await expect(waiting).toContainText('cannot sign in until a moderator approves it');
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'approval-admin-user' });
  await waiting.getByRole('button', { name: 'Approve' }).click();
  await expect(waiting).toHaveCount(0);
  // The account is active now; the reason stays for later readers.
  await expect(account).toContainText('Active');
  await expect(account).toContainText('garden club');

  // Now the visitor signs in.
  await signInThroughUi(visitor, 'dave', PASSWORD);
  await visitorContext.close();
});
