import { expect, expectAccessible, signIn, test } from './fixtures';

const PASSWORD = 'correct horse battery';

test('n opens the composer, ? lists the shortcuts, and typing n in a text field is only typing', async ({
  page,
  api,
}) => {
  await api.createAdmin('alice', PASSWORD);
  await signIn(page, api, 'alice', PASSWORD);

  // Misskey's `n`: a new note, from anywhere outside a text field.
  await page.locator('body').press('n');
  const composer = page.getByRole('dialog', { name: 'New note' });
  await expect(composer).toBeVisible();
  const text = composer.getByRole('textbox', { name: "What's happening?" });
  await expect(text).toBeFocused();
  // While it is open the keys are the composer's: `?` is typed, not a shortcut.
  await page.keyboard.type('?');
  await expect(text).toHaveValue('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
  await text.fill('');
  await page.keyboard.press('Escape');
  await expect(composer).toBeHidden();

  // `?` lists the shortcuts, in both colour schemes readable.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveCSS('color-scheme', colorScheme);
    await page.keyboard.press('Shift+Slash');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('row', { name: /N or P\s*New note/ })).toBeVisible();
    await expect(help.getByRole('row', { name: /D\s*Turn dark mode on or off/ })).toBeVisible();
    await expectAccessible(page);
    await help.getByRole('button', { name: 'Close' }).click();
    await expect(help).toBeHidden();
  }

  // In the timeline's own composer, `n` is a letter of the note.
  const inline = page
    .getByRole('form', { name: 'New note' })
    .filter({ visible: true })
    .getByRole('textbox', { name: "What's happening?" });
  await inline.click();
  await page.keyboard.type('no');
  await expect(inline).toHaveValue('no');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('d switches between light and dark', async ({ page, api }) => {
  await api.createAdmin('alice', PASSWORD);
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, api, 'alice', PASSWORD);
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
  await page.locator('body').press('d');
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  await page.locator('body').press('d');
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
});
