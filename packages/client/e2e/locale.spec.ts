import { readFileSync } from 'node:fs';
import { expect, expectAccessible, signIn, test } from './fixtures';

type Texts = {
  generalSettings: { title: string };
  navigation: { main: string; entries: { home: string } };
};

/** What the app must show is what the shipped locale file says, not a copy kept in the test. */
function textsOf(locale: string): Texts {
  return JSON.parse(readFileSync(new URL(`../src/i18n/locales/${locale}.json`, import.meta.url), 'utf8'));
}

async function switchLanguage(page: import('@playwright/test').Page, code: string) {
  await page.goto('/settings/general');
  await page.getByRole('combobox', { name: 'Language' }).selectOption(code);
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}

test('switching to Japanese renders the shell in Japanese, left to right', async ({ page, api }) => {
  const ja = textsOf('ja-JP');
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password');
  await switchLanguage(page, 'ja-JP');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: ja.generalSettings.title })).toBeVisible();
  const nav = page.getByRole('navigation', { name: ja.navigation.main });
  await expect(nav.getByRole('link', { name: ja.navigation.entries.home })).toBeVisible();
  // The choice is kept: a reload comes back in Japanese.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: ja.generalSettings.title })).toBeVisible();
});

test('switching to Arabic renders translated and mirrored, right to left', async ({ page, api }) => {
  const ar = textsOf('ar-SA');
  await page.setViewportSize({ width: 1280, height: 800 });
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password');
  await switchLanguage(page, 'ar-SA');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const heading = page.getByRole('heading', { level: 1, name: ar.generalSettings.title });
  await expect(heading).toBeVisible();
  const nav = page.getByRole('navigation', { name: ar.navigation.main });
  await expect(nav.getByRole('link', { name: ar.navigation.entries.home })).toBeVisible();
  // Mirrored: the navigation sits on the right of the main column.
  const navBox = await nav.boundingBox();
  const mainBox = await page.locator('main').boundingBox();
  expect(navBox && mainBox && navBox.x > mainBox.x).toBe(true);
  await expectAccessible(page);
});
