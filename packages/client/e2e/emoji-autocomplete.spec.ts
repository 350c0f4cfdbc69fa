import { expect, expectAccessible, signIn, test } from './fixtures';

const PASSWORD = 'correct horse battery';

test('typing :name in the composer offers custom and unicode emoji, chosen with the keyboard', async ({
  page,
  api,
}) => {
  const admin = await api.createAdmin('alice', PASSWORD);
  await api.addEmoji(admin.token, { name: 'smile_blob', aliases: ['grin'], colour: [230, 160, 40] });
  await signIn(page, api, 'alice', PASSWORD);
  const composer = page.getByRole('form', { name: 'New note' }).filter({ visible: true });
  const text = composer.getByRole('textbox').first();
  await text.click();
  await text.pressSequentially('hello :smil');

  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible();
  const options = list.getByRole('option');
  // The server's own emoji come first, then unicode ones.
  await expect(options.first()).toHaveText(':smile_blob:');
  await expect(list.getByRole('option', { name: ':smile:', exact: true })).toBeVisible();
  await expectAccessible(page);

  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      // Typed again at each size, so the list is placed for that layout.
      await text.fill('');
      await text.pressSequentially('hello :smil');
      await expect(options.first()).toHaveText(':smile_blob:');
    }
  }

  await text.press('Enter');
  await expect(text).toHaveValue(/^hello :smile_blob:/);
  // The completion already added a space after the emoji.
  await text.pressSequentially(':thumbsu');
  await expect(list.getByRole('option', { name: ':thumbsup:', exact: true })).toBeVisible();
  await text.press('Enter');
  await expect(text).toHaveValue(/^hello :smile_blob: 👍/);
});
