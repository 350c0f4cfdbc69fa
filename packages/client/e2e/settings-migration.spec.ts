import { expect, scanAndPhotograph, signIn, test } from './fixtures';

const PASSWORD = 'correct horse battery';

test('an alias is added and kept, then the account moves to it and can no longer post', async ({
  page,
  api,
}, testInfo) => {
  await api.createAdmin('alice', PASSWORD);
  const bob = await api.signup('bob', PASSWORD);
  await signIn(page, api, 'alice', PASSWORD, { at: '/settings/migration' });
  await expect(page.getByRole('heading', { level: 1, name: 'Account migration' })).toBeVisible();
  await expect(page.getByText('No aliases yet.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Account (@user or @user@host)', exact: true }).fill('@bob');
  await page.getByRole('button', { name: 'Add alias' }).click();
  const aliases = page.getByRole('list', { name: 'Account aliases' });
  await expect(aliases.getByRole('listitem')).toHaveCount(1);
  await expect(aliases.getByRole('listitem')).toContainText('@bob');
  await page.reload();
  await expect(aliases.getByRole('button', { name: 'Remove @bob' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'settings-migration');

  // Bob names alice as his alias, so she may move to him.
  await api.call('i/update', { alsoKnownAs: ['@alice'] }, bob.token);
  await page.getByRole('textbox', { name: 'New account (@user or @user@host)' }).fill('@bob');
  await page.getByRole('button', { name: 'Move account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Move to @bob?' });
  await confirm.getByRole('button', { name: 'Move account' }).click();
  await expect(page.getByText('This account has moved to @bob and can no longer post.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move account' })).toHaveCount(0);

  // The composer refuses to post for a moved account.
  await page.goto('/');
  const composer = page.getByRole('form', { name: 'New note' }).filter({ visible: true });
  await composer.getByRole('textbox', { name: "What's happening?" }).fill('still here?');
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'This account has moved' })).toBeVisible();
});
