import { expect, expectAccessible, signIn, solidPng, test } from './fixtures';

const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(solidPng(64, [220, 60, 40])),
});

test('a moderator adds a custom emoji from a file, edits it and deletes it', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password', { at: '/custom-emojis-manager' });
  await expect(page.getByRole('heading', { level: 1, name: 'Custom emoji' })).toBeVisible();
  await expect(page.getByText('This server has no custom emoji yet.')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Image for a new emoji').setInputFiles(png('party parrot.png'));
  const editor = page.getByRole('dialog', { name: 'New emoji' });
  const name = editor.getByRole('textbox', { name: 'Name' });
  // The file name is a head start, made valid.
  await expect(name).toHaveValue('party_parrot');
  await expect(editor.getByRole('img', { name: "The emoji's image" })).toBeVisible();

  await name.fill('party parrot');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Use only letters, digits, _, + and - (no spaces or colons).')).toBeVisible();
  await expect(name).toBeFocused();
  await expectAccessible(page);

  await name.fill('party_parrot');
  await editor.getByRole('combobox', { name: 'Category' }).fill('Birds');
  await editor.getByRole('textbox', { name: 'Aliases' }).fill('bird, parrot');
  await editor.getByRole('checkbox', { name: /^Sensitive/ }).check();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);

  const row = page.getByRole('listitem').filter({ hasText: ':party_parrot:' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Category: Birds');
  await expect(row).toContainText('Aliases: bird parrot');
  await expect(row).toContainText('Sensitive');
  // The server converted the upload and serves it: the image really loads.
  const image = row.getByRole('img', { name: ':party_parrot:' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const listed = await api.call<{ emojis: { name: string; category: string | null }[] }>('emojis', {});
  expect(listed.emojis.map((emoji) => [emoji.name, emoji.category])).toEqual([['party_parrot', 'Birds']]);

  await row.getByRole('button', { name: 'Edit :party_parrot:' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit :party_parrot:' });
  await expect(edit.getByRole('checkbox', { name: /^Sensitive/ })).toBeChecked();
  await edit.getByRole('combobox', { name: 'Category' }).fill('Parrots');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(row).toContainText('Category: Parrots');

  // The category filter offers the categories that exist.
  const filter = page.getByRole('combobox', { name: 'Category' });
  await filter.selectOption({ label: 'Parrots' });
  await expect(row).toBeVisible();
  await filter.selectOption({ label: 'No category' });
  await expect(row).toHaveCount(0);
  await filter.selectOption({ label: 'All categories' });

  await row.getByRole('button', { name: 'Delete :party_parrot:' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete :party_parrot:?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('This server has no custom emoji yet.')).toBeVisible();
  expect((await api.call<{ emojis: unknown[] }>('emojis', {})).emojis).toEqual([]);
});

test('?edit= opens the editor of that emoji', async ({ page, api }) => {
  const alice = await api.createAdmin('alice', 'alice-password');
  await api.addEmoji(alice.token, { name: 'blobwave', category: 'Blobs' });
  await signIn(page, api, 'alice', 'alice-password', { at: '/custom-emojis-manager?edit=blobwave' });
  const edit = page.getByRole('dialog', { name: 'Edit :blobwave:' });
  await expect(edit.getByRole('combobox', { name: 'Category' })).toHaveValue('Blobs');
  await expectAccessible(page);
});

test('anyone but staff gets the not-found page', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await api.signup('bob', 'bob-password');
  await page.goto('/custom-emojis-manager');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await signIn(page, api, 'bob', 'bob-password', { at: '/custom-emojis-manager' });
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add emoji' })).toHaveCount(0);
  await expectAccessible(page);
});
