import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, type InstanceApi, signIn, test } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Signs in and opens the profile settings page in a window from the home page's link. */
async function openProfileWindow(page: Page, api: InstanceApi) {
  await signIn(page, api, 'alice', 'alice-password');
  await page.getByRole('link', { name: 'Edit profile' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Open in window' }).click();
  const window = page.getByRole('dialog', { name: 'Profile' });
  await expect(window.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  // The main view stays where it was.
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  return window;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

test('a page opens in a window that maximizes, restores by dragging, and minimizes', async ({
  page,
  api,
}) => {
  await api.createAdmin('alice', 'alice-password');
  const window = await openProfileWindow(page, api);
  await expect(window).toHaveAttribute('aria-modal', 'false');
  expect(await box(window)).toMatchObject({ width: 500, height: 500 });
  await expectAccessible(page);

  const title = window.locator('[data-window-titlebar] span[id]');
  await title.dblclick();
  const viewport = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.clientHeight,
  }));
  await expect.poll(async () => (await box(window)).width).toBe(viewport.width);
  expect(await box(window)).toMatchObject({ x: 0, y: 0, height: viewport.height });

  // Dragging the title of a maximized window restores it under the pointer, then moves it.
  const grab = await box(title);
  await page.mouse.move(grab.x + 40, grab.y + grab.height / 2);
  await page.mouse.down();
  await page.mouse.move(grab.x + 80, grab.y + 60, { steps: 5 });
  await page.mouse.move(grab.x + 140, grab.y + 160, { steps: 5 });
  await page.mouse.up();
  const restored = await box(window);
  expect(restored.width).toBe(500);
  expect(restored.height).toBe(500);
  expect(restored.y).toBeGreaterThan(50);

  await window.getByRole('button', { name: 'Minimize' }).click();
  await expect.poll(async () => (await box(window)).height).toBe(39);
  expect(await box(window)).toMatchObject({ x: 0, width: 250, y: viewport.height - 39 });
  await window.getByRole('button', { name: 'Restore' }).click();
  await expect.poll(async () => (await box(window)).height).toBe(500);

  await window.getByRole('button', { name: 'Close' }).click();
  await expect(window).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit profile' })).toBeFocused();
});

test('Copy link puts the page address on the clipboard and a toast says so for 4 s', async ({
  page,
  api,
  baseURL,
}) => {
  await api.createAdmin('alice', 'alice-password');
  const window = await openProfileWindow(page, api);
  await window.getByRole('button', { name: 'Copy link' }).click();
  const copiedAt = Date.now();
  const toast = page.getByText('Copied', { exact: true });
  await expect(toast).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/settings/profile`);
  // Still there well into its 4 s, gone shortly after them.
  await page.waitForTimeout(3_300 - (Date.now() - copiedAt));
  await expect(toast).toBeVisible({ timeout: 100 });
  await expect(toast).toBeHidden({ timeout: 2_000 });
});

test('the link menu opens from the keyboard, and Show in page moves the page to the main view', async ({
  page,
  api,
}) => {
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password');
  await page.getByRole('link', { name: 'Edit profile' }).focus();
  await page.keyboard.press('Shift+F10');
  await expect(page.getByRole('menu', { name: 'Link actions' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  const window = page.getByRole('dialog', { name: 'Profile' });
  await expect(window).toBeFocused();

  // The title-bar buttons are reachable with Tab.
  await page.keyboard.press('Tab');
  await expect(window.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(window.getByRole('button', { name: 'Reload' })).toBeFocused();

  await window.getByRole('button', { name: 'Show in page' }).click();
  await expect(window).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('links inside a window navigate the window, and Back goes back within it', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password');
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Home', exact: true })
    .first()
    .click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Open in window' }).click();
  const window = page.getByRole('dialog', { name: 'Home' });
  await window.getByRole('link', { name: 'Edit profile' }).click();

  const profile = page.getByRole('dialog', { name: 'Profile' });
  await expect(profile.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  await profile.getByRole('button', { name: 'Back' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Home' }).getByRole('link', { name: 'Edit profile' }),
  ).toBeVisible();
  await expect(
    page.getByRole('dialog', { name: 'Home' }).getByRole('button', { name: 'Back' }),
  ).toBeDisabled();
});
