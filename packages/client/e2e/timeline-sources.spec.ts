import type { Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

const SCHEMES = ['light', 'dark'] as const;

/** The home header's menu of further sources, opened. */
async function openMore(page: Page) {
  await page.getByRole('button', { name: 'More timelines' }).click();
  const menu = page.getByRole('menu', { name: 'More timelines' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Picks `name` from the `submenu` (Lists, Antennas, Channels) of the More timelines menu. */
async function pick(page: Page, submenu: string, name: string) {
  const menu = await openMore(page);
  await menu.getByRole('menuitem', { name: submenu }).click();
  await page.getByRole('menu', { name: submenu }).getByRole('menuitem', { name }).click();
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
}

async function screenshots(page: Page, testInfo: TestInfo, name: string, scheme: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}-${scheme}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('lists, antennas and channels are picked from the home header and shown in place, live and after a reload', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  const alice = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  const list = await api.call<{ id: string }>('users/lists/create', { name: 'Tea people' }, alice.token);
  await api.call('users/lists/push', { listId: list.id, userId: bob.id }, alice.token);
  const antenna = await api.call<{ id: string }>(
    'antennas/create',
    {
      name: 'Oolong',
      src: 'all',
      keywords: [['oolong']],
      excludeKeywords: [],
      users: [],
      caseSensitive: false,
      withReplies: false,
      withFile: false,
    },
    alice.token,
  );
  const channel = await api.call<{ id: string }>('channels/create', { name: 'Kettle' }, alice.token);
  await api.call('notes/create', { text: 'A note for the list' }, bob.token);
  await api.call('notes/create', { text: 'Oolong in the morning' }, bob.token);
  await api.call('notes/create', { text: 'Boiling in the channel', channelId: channel.id }, bob.token);

  await signIn(page, api, 'alice', 'alice-password');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The menu, with a submenu open, light and dark.
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    const menu = await openMore(page);
    await menu.getByRole('menuitem', { name: 'Antennas' }).click();
    const antennas = page.getByRole('menu', { name: 'Antennas' });
    await expect(antennas.getByRole('menuitem', { name: 'Oolong' })).toBeVisible();
    await expect(antennas.getByRole('menuitem', { name: 'Manage antennas' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`more-timelines-menu-1280-${scheme}.png`) });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    // On a phone the menu is a sheet, and a submenu replaces it.
    await page.setViewportSize({ width: 390, height: 900 });
    const sheet = await openMore(page);
    await sheet.getByRole('menuitem', { name: 'Channels' }).click();
    await expect(page.getByRole('menuitem', { name: 'Kettle' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`more-timelines-menu-390-${scheme}.png`) });
    // Esc goes back from the submenu, then closes the sheet.
    await page.keyboard.press('Escape');
    await expect(sheet.getByRole('menuitem', { name: 'Channels' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await page.emulateMedia({ colorScheme: 'light' });

  const timeline = page.getByRole('tabpanel');
  await pick(page, 'Lists', 'Tea people');
  await expect(timeline.getByRole('article').filter({ hasText: 'A note for the list' })).toBeVisible();

  await pick(page, 'Channels', 'Kettle');
  await expect(timeline.getByRole('article').filter({ hasText: 'Boiling in the channel' })).toBeVisible();
  await expect(timeline.getByRole('article')).toHaveCount(1);

  await pick(page, 'Antennas', 'Oolong');
  await expect(timeline.getByRole('article').filter({ hasText: 'Oolong in the morning' })).toBeVisible();
  await expect(timeline.getByRole('article')).toHaveCount(1);
  // A matching note arrives live; one that does not match stays out.
  await api.call('notes/create', { text: 'Nothing about tea' }, bob.token);
  await api.call('notes/create', { text: 'A second pot of oolong' }, bob.token);
  await expect(timeline.getByRole('article').filter({ hasText: 'A second pot of oolong' })).toBeVisible();
  await expect(timeline.getByRole('article')).toHaveCount(2);
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectAccessible(page);
    await screenshots(page, testInfo, 'home-antenna-tab', scheme);
  }

  // Remembered across a reload.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Oolong', selected: true })).toBeVisible();
  await expect(timeline.getByRole('article').filter({ hasText: 'Oolong in the morning' })).toBeVisible();

  // Deleted elsewhere, it falls back to home and says so.
  await api.call('antennas/delete', { antennaId: antenna.id }, alice.token);
  await page.reload();
  await expect(page.getByText('That antenna no longer exists, so Home is shown instead.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Home', selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Oolong' })).toHaveCount(0);
  await expectAccessible(page);
});
