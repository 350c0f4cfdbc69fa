import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

const PASSWORD = 'correct horse battery';

/** The inline composer at the top of the home page. */
function homeComposer(page: Page) {
  return page.getByRole('form', { name: 'New note' }).filter({ visible: true });
}

test('the composer inserts an emoji picked from the picker with the keyboard', async ({ page, api }) => {
  const admin = await api.createAdmin('alice', PASSWORD);
  await api.addEmoji(admin.token, { name: 'shiori_wave', category: 'Greetings', aliases: ['hello'] });
  await api.addEmoji(admin.token, { name: 'shiori_wave_big', category: 'Greetings/Large' });
  await signIn(page, api, 'alice', PASSWORD);

  const composer = homeComposer(page);
  const text = composer.getByRole('textbox', { name: "What's happening?" });
  await text.fill('Hello  there');
  // The caret between the two spaces: the emoji goes there, not at the end.
  await text.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(6, 6));
  await composer.getByRole('button', { name: 'Insert emoji' }).click();

  const picker = page.getByRole('dialog', { name: 'Emoji picker' });
  await expect(picker).toBeVisible();
  const search = picker.getByRole('searchbox', { name: 'Search emoji' });
  await expect(search).toBeFocused();
  await expect(picker.getByRole('tab', { name: 'Pinned' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);

  // The custom tab is a folder tree: Greetings holds Large.
  await picker.getByRole('tab', { name: 'Custom' }).click();
  await picker.getByRole('button', { name: /Greetings/ }).click();
  await expect(picker.getByRole('option', { name: ':shiori_wave:' })).toBeVisible();
  await expectAccessible(page);

  // Search, then arrows and Enter: the exact match comes first.
  await search.click();
  await search.fill('shiori_wave');
  const results = picker.getByRole('listbox', { name: 'Custom emoji' });
  await expect(results.getByRole('option')).toHaveCount(2);
  await expect(results.getByRole('option').first()).toHaveAccessibleName(':shiori_wave:');
  await search.press('ArrowDown');
  await expect(results.getByRole('option', { name: ':shiori_wave:' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(results.getByRole('option', { name: ':shiori_wave_big:' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');

  await expect(picker).toBeHidden();
  await expect(text).toHaveValue('Hello :shiori_wave: there');
  await expect(text).toBeFocused();

  // Next time the emoji is under recently used, and Esc closes without inserting anything.
  await composer.getByRole('button', { name: 'Insert emoji' }).click();
  await expect(
    picker.getByRole('listbox', { name: 'Recently used' }).getByRole('option'),
  ).toHaveAccessibleName(':shiori_wave:');
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(text).toHaveValue('Hello :shiori_wave: there');
});
