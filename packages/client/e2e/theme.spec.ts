import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

// The built-in defaults (src/theme): light emerald and dark emerald backgrounds.
const LIGHT_BG = 'rgb(245, 246, 244)';
const DARK_BG = 'rgb(21, 25, 28)';

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('a fresh visitor on a dark device sees the dark theme', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect.poll(() => bodyBackground(page)).toBe(DARK_BG);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
});

test('a visitor follows the device when it switches between light and dark', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BG);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => bodyBackground(page)).toBe(DARK_BG);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BG);
});

test('turning dark mode on in the settings changes the colours and survives a reload', async ({
  page,
  api,
}) => {
  await api.createAdmin('alice', 'alice-password');
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, api, 'alice', 'alice-password');
  await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BG);

  await page.goto('/settings/theme');
  const darkMode = page.getByRole('switch', { name: 'Dark mode' });
  await darkMode.click();
  await expect(darkMode).toBeChecked();
  await expect.poll(() => bodyBackground(page)).toBe(DARK_BG);

  // Record the colour the page has when the first module has run but the app has not yet
  // rendered: the cached theme must already be there (no flash of the light theme).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as { firstPaint?: { bg: string; appEmpty: boolean } };
      w.firstPaint = {
        bg: getComputedStyle(document.body).backgroundColor,
        appEmpty: (document.getElementById('app')?.childElementCount ?? 0) === 0,
      };
    });
  });
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  await expect.poll(() => bodyBackground(page)).toBe(DARK_BG);
  const firstPaint = await page.evaluate(() => (window as unknown as { firstPaint?: unknown }).firstPaint);
  expect(firstPaint).toEqual({ bg: DARK_BG, appEmpty: true });

  // Chosen by hand: the (light) device no longer decides.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => bodyBackground(page)).toBe(DARK_BG);
});
