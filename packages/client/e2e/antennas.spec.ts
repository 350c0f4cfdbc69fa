import { expect, expectAccessibleInBothSchemes, signIn, test } from './fixtures';

test('an antenna made in the editor catches a matching note live, light and dark', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');

  await signIn(page, api, 'alice', 'alice-password');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Antennas' }).click();
  await expect(page).toHaveURL(/\/my\/antennas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Antennas' })).toBeVisible();
  await expect(page.getByText('No antennas yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Create antenna' }).click();

  // The editor: a name, where notes come from, keywords and the flags.
  await expect(page.getByRole('heading', { level: 1, name: 'New antenna' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Tea talk');
  const source = page.getByRole('combobox', { name: 'Notes from' });
  await source.selectOption({ label: 'Only these users' });
  // People found by the search go into the users text as their acct.
  await page.getByRole('searchbox', { name: 'Search people' }).fill('bob');
  await page.getByRole('listitem').filter({ hasText: '@bob' }).getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('textbox', { name: 'Users' })).toHaveValue('@bob');
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'antenna-editor-users' });
  await source.selectOption({ label: 'Everyone' });
  await expect(page.getByRole('textbox', { name: 'Users' })).toHaveCount(0);
  // Sending without a keyword says what is missing instead of asking the server.
  await page.getByRole('button', { name: 'Create antenna' }).click();
  await expect(page.getByRole('alert')).toHaveText('Add at least one keyword or excluded keyword.');
  await page.getByRole('textbox', { name: 'Keywords', exact: true }).fill('oolong');
  await page.getByRole('textbox', { name: 'Excluded keywords' }).fill('coffee');
  await page.getByRole('checkbox', { name: 'Include replies' }).check();
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'antenna-editor' });
  await page.getByRole('button', { name: 'Create antenna' }).click();

  // Created: its timeline opens, empty, and a matching note by someone else arrives live.
  await expect(page).toHaveURL(/\/timeline\/antenna\/[a-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tea talk' })).toBeVisible();
  await api.call('notes/create', { text: 'Brewing coffee instead of oolong today' }, bob.token);
  await api.call('notes/create', { text: 'Nothing about tea here' }, bob.token);
  await api.call('notes/create', { text: 'A fresh pot of Oolong' }, bob.token);
  await expect(page.getByRole('article').filter({ hasText: 'A fresh pot of Oolong' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'antenna-timeline' });

  // The list shows it, with notes caught since it was last read; the editor keeps every field
  // and deletes with confirmation.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Antennas' }).click();
  await expect(page.getByRole('link', { name: 'Tea talk (New notes)', exact: true })).toBeVisible();
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'antennas' });
  // Read, the mark goes; a new catch while the list is open brings it back at once.
  await page.getByRole('link', { name: 'Tea talk (New notes)', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tea talk' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Antennas' }).click();
  await expect(
    page.getByRole('link', { name: 'Tea talk', exact: true }).filter({ visible: true }),
  ).toBeVisible();
  await api.call('notes/create', { text: 'More oolong, please' }, bob.token);
  await expect(
    page.getByRole('link', { name: 'Tea talk (New notes)', exact: true }).filter({ visible: true }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Edit Tea talk' }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tea talk' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Keywords', exact: true })).toHaveValue('oolong');
  await expect(page.getByRole('textbox', { name: 'Excluded keywords' })).toHaveValue('coffee');
  await expect(page.getByRole('checkbox', { name: 'Include replies' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Match case' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Antenna saved')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Delete the antenna “Tea talk”?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/my\/antennas$/);
  // The first visit's page may still be mounted, hidden, in the page cache.
  await expect(page.getByText('No antennas yet.').filter({ visible: true })).toBeVisible();
});

test('over the antenna limit, creating says no more can be made', async ({ page, api }) => {
  const admin = await api.createAdmin('alice', 'alice-password');
  await api.call('admin/roles/update-default-policies', { policies: { antennaLimit: 0 } }, admin.token);
  await signIn(page, api, 'alice', 'alice-password', { at: '/my/antennas/create' });
  await page.getByRole('textbox', { name: 'Name' }).fill('One too many');
  await page.getByRole('textbox', { name: 'Keywords', exact: true }).fill('tea');
  await page.getByRole('button', { name: 'Create antenna' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'You cannot create any more of these. (Error ID: faf47050-e8b5-438c-913c-db2b1576fde4)',
  );
  await expect(page).toHaveURL(/\/my\/antennas\/create$/);
});
