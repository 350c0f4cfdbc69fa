import { addAccountThroughMenu, expect, expectAccessible, openAccountMenu, signIn, test } from './fixtures';

test('a visitor signs up for a second account from the landing page', async ({ page, api }) => {
  await api.createAdmin('admin', 'admin-password');
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  const create = dialog.getByRole('button', { name: 'Create account' });

  await dialog.getByLabel('Username').fill('bad name!');
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Username').fill('admin');
  await dialog.getByLabel('Password', { exact: true }).fill('bob-password');
  await dialog.getByLabel('Confirm password').fill('bob-passwor');
  await expect(dialog.getByText('The passwords do not match')).toBeVisible();
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Confirm password').fill('bob-password');
  await expectAccessible(page);

  // A taken username is refused by the server, and nothing typed is lost.
  await create.click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('bob-password');

  await dialog.getByLabel('Username').fill('bob');
  await create.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByText('@bob').filter({ visible: true }).first()).toBeVisible();
});

test('an existing account is added from the account menu and the two can be switched', async ({
  page,
  api,
}) => {
  await api.createAdmin('alice', 'alice-password');
  await api.signup('bob', 'bob-password');
  await signIn(page, api, 'alice', 'alice-password');

  let menu = await openAccountMenu(page);
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: 'Add account' }).click();
  await page.getByRole('menuitem', { name: 'Sign in to an existing account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Username').fill('bob');
  await dialog.getByLabel('Password').fill('bob-password');
  await dialog.getByRole('button', { name: 'Sign in' }).click();

  // Adding an account switches to it; the first one stays saved.
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('@bob');

  menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Switch to @alice' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('@alice');

  menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Switch to @bob' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('@bob');
});

test('a new account is created from the account menu while signed in', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password');

  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Add account' }).click();
  await page.getByRole('menuitem', { name: 'Create a new account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByLabel('Username').fill('carol');
  await dialog.getByLabel('Password', { exact: true }).fill('carol-password');
  await dialog.getByLabel('Confirm password').fill('carol-password');
  await dialog.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('@carol');
  await page.goto('/settings/accounts');
  await expect(page.getByText('@alice').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText('@carol').filter({ visible: true }).first()).toBeVisible();
});

test('accounts are switched and removed at /settings/accounts', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await api.signup('bob', 'bob-password');
  await signIn(page, api, 'alice', 'alice-password');
  await addAccountThroughMenu(page, 'bob', 'bob-password');

  await page.goto('/settings/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await expect(page.getByText('Current account')).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole('button', { name: 'Remove @bob' })).toHaveCount(0);

  // Handles name the server: the same username elsewhere is another account.
  const host = new URL(page.url()).host;
  await page.getByRole('button', { name: `Switch to @alice@${host}`, exact: true }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('@alice');

  await page.goto('/settings/accounts');
  await page.getByRole('button', { name: 'Remove @bob' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove account?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('button', { name: 'Switch to @bob' })).toHaveCount(0);

  // Removed for good: not in the menu after a reload either.
  await page.reload();
  const reloadedMenu = await openAccountMenu(page);
  await expect(reloadedMenu.getByRole('menuitem', { name: 'Switch to @bob' })).toHaveCount(0);
});

test('signing out of one account switches to the next saved one', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await api.signup('bob', 'bob-password');
  await signIn(page, api, 'alice', 'alice-password');
  await addAccountThroughMenu(page, 'bob', 'bob-password');

  let menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('@alice');
  menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Switch to @bob' })).toHaveCount(0);
});
