import { expect, scanAndPhotograph, signIn, test } from './fixtures';

test('an admin ticks a range of emoji, sets their category at once, deletes two after confirming, and exports the rest to a zip and imports them back', async ({
  page,
  api,
}, testInfo) => {
  const alice = await api.createAdmin('alice', 'alice-password');
  // Added oldest first: the table lists them newest first (dog, cat, bee, ant).
  for (const name of ['ant', 'bee', 'cat', 'dog']) await api.addEmoji(alice.token, { name });
  await signIn(page, api, 'alice', 'alice-password', { at: '/admin/emojis2' });
  await expect(page.getByRole('heading', { level: 1, name: 'Custom emoji: bulk editing' })).toBeVisible();
  const row = (name: string) => page.getByRole('row').filter({ hasText: `:${name}:` });
  const tick = (name: string) => page.getByRole('checkbox', { name: `Select :${name}:` });
  await expect(row('ant')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set category' })).toBeDisabled();

  // A click, then a shift-click two rows further: the three rows between are ticked.
  await tick('dog').click();
  await expect(tick('dog')).toBeChecked();
  await tick('bee').click({ modifiers: ['Shift'] });
  for (const name of ['dog', 'cat', 'bee']) await expect(tick(name)).toBeChecked();
  await expect(tick('ant')).not.toBeChecked();
  await expect(page.getByText('3 emoji selected')).toBeVisible();

  await page.getByRole('textbox', { name: 'Category' }).fill('Animals');
  await page.getByRole('button', { name: 'Set category' }).click();
  for (const name of ['dog', 'cat', 'bee']) await expect(row(name)).toContainText('Animals');
  await expect(row('ant')).toContainText('No category');
  const listed = await api.call<{ emojis: { name: string; category: string | null }[] }>('emojis', {});
  expect(Object.fromEntries(listed.emojis.map((emoji) => [emoji.name, emoji.category]))).toEqual({
    ant: null,
    bee: 'Animals',
    cat: 'Animals',
    dog: 'Animals',
  });
  await scanAndPhotograph(page, testInfo, 'admin-emojis2');

  // Untick one: the other two are deleted, after a confirmation that counts them.
  await tick('dog').click();
  await expect(tick('dog')).not.toBeChecked();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete 2 emoji?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row('cat')).toHaveCount(0);
  await expect(row('bee')).toHaveCount(0);
  await expect(row('dog')).toBeVisible();
  await expect(row('ant')).toBeVisible();
  const left = await api.call<{ emojis: { name: string }[] }>('emojis', {});
  expect(left.emojis.map((emoji) => emoji.name).sort()).toEqual(['ant', 'dog']);

  // Export as a zip: the job runs on the server and its notification links the zip in the drive.
  const zip = page.getByRole('region', { name: 'Import and export' });
  await zip.getByRole('button', { name: 'Export as zip' }).click();
  await expect(zip.getByRole('status')).toHaveText('The export is ready. Open the zip');

  // Both deleted, then imported back from that zip, picked in the drive: the table follows.
  await tick('dog').click();
  await tick('ant').click();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await page.getByRole('dialog', { name: 'Delete 2 emoji?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row('dog')).toHaveCount(0);
  await expect(row('ant')).toHaveCount(0);
  await zip.getByRole('button', { name: 'Import from zip' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose files from your drive' });
  await picker.getByRole('checkbox', { name: /^Select custom-emojis-[\d-]+\.zip$/ }).click();
  await picker.getByRole('button', { name: 'Choose', exact: true }).click();
  await expect(zip.getByRole('status')).toContainText(/Importing custom-emojis-[\d-]+\.zip/);
  await expect(row('dog')).toBeVisible();
  await expect(row('ant')).toBeVisible();
  await expect(row('ant')).toContainText('No category');
});
