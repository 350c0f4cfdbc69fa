import { expect, expectAccessibleInBothSchemes, signIn, test } from './fixtures';

test("a note clipped from its menu is on /my/clips and on the clip's page, light and dark", async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  const alice = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  await api.call('notes/create', { text: 'A recipe worth keeping' }, bob.token);
  await api.call('notes/create', { text: 'Just a passing thought' }, bob.token);
  await api.call('clips/create', { name: 'Reading list' }, alice.token);

  await signIn(page, api, 'alice', 'alice-password');
  await page.getByRole('tab', { name: 'Local' }).click();
  const note = page.getByRole('article').filter({ hasText: 'A recipe worth keeping' }).first();
  await note.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Clip', exact: true }).click();

  // The picker lists the existing clip; a new one is made from it and holds the note at once.
  const picker = page.getByRole('dialog', { name: 'Clip this note' });
  await expect(picker.getByRole('checkbox', { name: /Reading list/ })).not.toBeChecked();
  await expectAccessibleInBothSchemes(page);
  await picker.getByRole('button', { name: 'New clip' }).click();
  const editor = page.getByRole('dialog', { name: 'New clip' });
  await editor.getByRole('textbox', { name: 'Name' }).fill('Recipes');
  await editor.getByRole('checkbox', { name: 'Public' }).check();
  await expectAccessibleInBothSchemes(page);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(picker.getByRole('checkbox', { name: 'Recipes' })).toBeChecked();
  await picker.getByRole('button', { name: 'Close' }).click();
  await expect(picker).toHaveCount(0);

  // Opened again, the picker shows the (public) clip already holding the note.
  await note.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Clip', exact: true }).click();
  await expect(picker.getByRole('checkbox', { name: 'Recipes' })).toBeChecked();
  await picker.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clips' }).click();
  await expect(page).toHaveURL(/\/my\/clips$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Clips' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reading list' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Recipes' })).toContainText('1 note');
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'my-clips' });

  await page.getByRole('link', { name: 'Recipes' }).click();
  await expect(page).toHaveURL(/\/clips\/[a-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'A recipe worth keeping' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Just a passing thought' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Favorite', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unfavorite' })).toBeVisible();
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'clip-page' });

  // The owner's profile has a clips tab with the public clip only.
  await page.getByRole('link', { name: 'by @alice' }).click();
  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('link', { name: 'Clips' })
    .click();
  await expect(page).toHaveURL(/\/@alice\/clips$/);
  await expect(page.getByRole('link', { name: 'Recipes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reading list' })).toHaveCount(0);
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'profile-clips' });
  await page.getByRole('link', { name: 'Recipes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();

  // Renamed in place, then deleted: back on /my/clips without it.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit clip' });
  await edit.getByRole('textbox', { name: 'Name' }).fill('Kitchen');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/my\/clips$/);
  await expect(page.getByRole('link', { name: 'Reading list' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kitchen' })).toHaveCount(0);
});
