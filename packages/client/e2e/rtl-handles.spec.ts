import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/** The shipped Arabic texts the test needs (not a copy kept in the test). */
const ar: { navigation: { main: string; entries: { home: string } } } = JSON.parse(
  readFileSync(new URL('../src/i18n/locales/ar-SA.json', import.meta.url), 'utf8'),
);

/**
 * Whether a handle reads left to right on screen: its first '@' is drawn at the left edge of
 * its text. In a right-to-left page an unisolated "@bob" is laid out as "bob@".
 */
function handleReadsLeftToRight(handle: Locator): Promise<boolean> {
  return handle.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let left = Number.POSITIVE_INFINITY;
    let atSign: number | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index++) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getBoundingClientRect();
        if (box.width === 0) continue;
        left = Math.min(left, box.left);
        if (atSign === null && text[index] === '@') atSign = box.left;
      }
    }
    return atSign !== null && Math.abs(atSign - left) < 1;
  });
}

test('in Arabic, handles in note headers, mentions and the profile read left to right', async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const alice = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  await api.call('following/create', { userId: bob.id }, alice.token);
  await api.call('notes/create', { text: 'مرحبا @alice' }, bob.token);
  await signIn(page, api, 'alice', 'alice-password', { at: '/settings/general' });
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar-SA');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Back to the timeline in the app, as a reader goes (a full load could outrun the setting).
  const nav = page.getByRole('navigation', { name: ar.navigation.main });
  await nav.getByRole('link', { name: ar.navigation.entries.home }).click();
  const note = page.getByRole('article').filter({ hasText: 'مرحبا' }).first();
  await expect(note).toBeVisible();
  const headerHandle = note.locator('header').getByText('@bob', { exact: true });
  await expect(headerHandle).toBeVisible();
  expect(await handleReadsLeftToRight(headerHandle)).toBe(true);
  const mention = note.getByRole('link', { name: '@alice', exact: true });
  await expect(mention).toBeVisible();
  expect(await handleReadsLeftToRight(mention)).toBe(true);

  await note.locator('header').getByRole('link').first().click();
  const host = new URL(api.origin).host;
  const profileHandle = page.getByText(`@bob@${host}`, { exact: true });
  await expect(profileHandle).toBeVisible();
  expect(await handleReadsLeftToRight(profileHandle)).toBe(true);
});
