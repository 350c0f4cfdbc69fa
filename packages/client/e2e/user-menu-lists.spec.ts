import { expect, expectAccessibleInBothSchemes, signIn, test } from './fixtures';

test(`"Add to list" in a profile's menu puts the person on a list and takes them off again, light and dark`, async ({
  page,
  api,
}) => {
  test.slow();
  const alice = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  const list = await api.call<{ id: string }>('users/lists/create', { name: 'Train people' }, alice.token);
  const members = async () =>
    (await api.call<{ userIds: string[] }>('users/lists/show', { listId: list.id }, alice.token)).userIds;

  await signIn(page, api, 'alice', 'alice-password', { at: '/@bob' });
  await expect(page.getByRole('heading', { level: 1, name: 'bob' })).toBeVisible();
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Add to list' }).click();

  const dialog = page.getByRole('dialog', { name: 'Lists for @bob' });
  const box = dialog.getByRole('checkbox', { name: 'Train people' });
  await expect(box).not.toBeChecked();
  await expectAccessibleInBothSchemes(page);
  // The tick follows the server's answer, so click and wait for it rather than check().
  await box.click();
  await expect(box).toBeChecked();
  await expect.poll(members).toEqual([bob.id]);

  await box.click();
  await expect(box).not.toBeChecked();
  await expect.poll(members).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
