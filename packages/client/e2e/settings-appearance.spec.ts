import { expect, scanAndPhotograph, signIn, test } from './fixtures';

test('appearance, navigation bar, timeline header and general display settings change the app and stay after a reload', async ({
  page,
  api,
}, testInfo) => {
  // Five settings pages in one flow: on a loaded machine it has come within seconds of 60 s.
  test.slow();
  const alice = await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password');
  await page.setViewportSize({ width: 1280, height: 900 });
  const rootFontSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

  // Appearance: text size and corners reshape every page; the flags switch motion and blur off.
  await page.goto('/settings/appearance');
  await expect(page.getByRole('heading', { level: 1, name: 'Appearance' })).toBeVisible();
  expect(await rootFontSize()).toBe('15px');
  await page.getByRole('combobox', { name: 'Text size' }).selectOption('veryLarge');
  await expect.poll(rootFontSize).toBe('19px');
  await page.getByRole('combobox', { name: 'Corners' }).selectOption('square');
  const reduce = page.getByRole('checkbox', { name: 'Reduce animations' });
  await reduce.click();
  await expect(reduce).toBeChecked();
  const blur = page.getByRole('checkbox', { name: 'Blur effects' });
  await blur.click();
  await expect(blur).not.toBeChecked();
  const radius = () =>
    page.evaluate(() => getComputedStyle(document.querySelector('select') as Element).borderTopLeftRadius);
  await expect.poll(radius).toBe('0px');
  await expect(page.locator('body[data-reduce-animation][data-no-blur]')).toHaveCount(1);
  await scanAndPhotograph(page, testInfo, 'settings-appearance');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Text size' })).toHaveValue('veryLarge');
  await expect.poll(rootFontSize).toBe('19px');
  await expect.poll(radius).toBe('0px');
  await expect(page.getByRole('checkbox', { name: 'Reduce animations' })).toBeChecked();

  // Navigation bar: Drive moves above Clips by keyboard, and the navigation follows.
  await page.goto('/settings/navbar');
  await expect(page.getByRole('heading', { level: 1, name: 'Navigation bar' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  // Where Drive and Clips stand among the navigation's links (both must be there).
  const order = () =>
    nav.evaluate((element) => {
      const names = [...element.querySelectorAll('a')].map((link) => link.textContent?.trim());
      return { drive: names.indexOf('Drive'), clips: names.indexOf('Clips') };
    });
  const before = await order();
  expect(before.clips).toBeGreaterThanOrEqual(0);
  expect(before.drive).toBeGreaterThan(before.clips);
  const up = page.getByRole('button', { name: 'Move Drive up' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Drive moved to position 12 of 13\.$/)).toBeAttached();
  await expect(up).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Drive moved to position 11 of 13\.$/)).toBeAttached();
  await expect
    .poll(async () => {
      const now = await order();
      return now.drive >= 0 && now.drive < now.clips;
    })
    .toBe(true);
  // And by pointer: Drive dragged by its grip onto Favorites takes its place.
  const entries = page.getByRole('list', { name: 'Entries' }).getByRole('listitem');
  const favorites = entries.filter({ hasText: 'Favorites' });
  // Both rows in the middle of the window: near an edge, dnd-kit scrolls the page under the
  // pointer while it drags, and the drop lands a row or two off.
  await favorites.evaluate((row) => row.scrollIntoView({ block: 'center' }));
  const grip = await entries.filter({ hasText: 'Drive' }).locator('[data-drag-handle]').boundingBox();
  const target = await favorites.boundingBox();
  if (!grip || !target) throw new Error('the entries are not laid out');
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + grip.width / 2, target.y + target.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByText(/^Drive moved to position 8 of 13\.$/)).toBeAttached();
  await expect(entries.nth(7)).toContainText('Drive');
  await scanAndPhotograph(page, testInfo, 'settings-navbar');

  // Timeline header: Local hidden from the home timeline's tabs.
  await page.goto('/settings/timeline-header');
  await expect(page.getByRole('heading', { level: 1, name: 'Timeline header' })).toBeVisible();
  const local = page.getByRole('checkbox', { name: 'Local' });
  await local.click();
  await expect(local).not.toBeChecked();
  await scanAndPhotograph(page, testInfo, 'settings-timeline-header');
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Social' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Local' })).toHaveCount(0);

  // General: the phone's arrangement on a wide screen, and a Clip button under every note.
  await api.call('notes/create', { text: 'A note to clip' }, alice.token);
  await page.goto('/settings/general');
  await expect(page.getByRole('heading', { level: 1, name: 'General' })).toBeVisible();
  const phoneBar = page.getByRole('navigation', { name: 'Shortcuts' });
  await expect(phoneBar).toBeHidden();
  await page.getByRole('combobox', { name: /^Device type/ }).selectOption('smartphone');
  await expect(phoneBar).toBeVisible();
  await expect(nav).toBeHidden();
  const clipButton = page.getByRole('checkbox', { name: 'Clip button under notes' });
  await clipButton.click();
  await expect(clipButton).toBeChecked();
  // The general page's axe scans (light and dark) are settings.spec.ts's.
  await page.goto('/');
  const note = page.getByRole('article').filter({ hasText: 'A note to clip' });
  await expect(note.getByRole('button', { name: 'Clip' })).toBeVisible();
  await page.reload();
  await expect(phoneBar).toBeVisible();
  await expect(note.getByRole('button', { name: 'Clip' })).toBeVisible();
  await note.getByRole('button', { name: 'Clip' }).click();
  await expect(page.getByRole('dialog', { name: 'Clip this note' })).toBeVisible();
});
