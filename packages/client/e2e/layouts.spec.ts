import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectSplashDismissed, type InstanceApi, signIn, test } from './fixtures';

async function signInAsAdmin(page: Page, api: InstanceApi) {
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password');
}

const home = (page: Page) => page.getByRole('heading', { level: 1, name: 'Home' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main', exact: true });

test('the default layout shows the main navigation, marking the current page', async ({ page, api }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page, api);
  const nav = mainNav(page);
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/my/notifications');
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
  // The first account of an instance is its administrator: the control panel is listed.
  await expect(nav.getByRole('link', { name: 'Control panel' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // Wide screens get the side column.
  await expect(page.getByRole('complementary', { name: 'Side column' })).toBeVisible();
  await expectAccessible(page);

  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/general$/);
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
});

test('?ui=zen and ?zen show the zen layout, with a way back', async ({ page, api }) => {
  await signInAsAdmin(page, api);
  for (const url of ['/?ui=zen', '/?zen']) {
    await page.goto(url);
    await expect(home(page)).toBeVisible();
    await expect(mainNav(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Full layout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page)).toBeVisible();
  await expect(home(page)).toBeVisible();
});

test('the layout chosen from the navigation stays after a reload', async ({ page, api }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page, api);
  await mainNav(page).getByRole('button', { name: 'Layout' }).click();
  await page.getByRole('menuitem', { name: 'Choose a layout' }).click();
  await page.getByRole('menuitemradio', { name: 'Classic' }).click();

  // Classic: the navigation runs across the header.
  const headerNav = page.getByRole('banner').getByRole('navigation', { name: 'Main', exact: true });
  await expect(headerNav).toBeVisible();
  await page.reload();
  await expect(home(page)).toBeVisible();
  await expect(headerNav).toBeVisible();

  // And back to the default: the navigation returns to the side.
  await headerNav.getByRole('button', { name: 'Layout' }).click();
  await page.getByRole('menuitem', { name: 'Choose a layout' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Classic' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: 'Default' }).click();
  await expect(headerNav).toHaveCount(0);
  await expect(mainNav(page)).toBeVisible();
});

test('on a phone the bottom bar shows and nothing hides behind it', async ({ page, api }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page, api);
  const bar = page.getByRole('navigation', { name: 'Shortcuts' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(mainNav(page)).toHaveCount(0);

  const paddingBottom = await page
    .getByRole('main')
    .evaluate((main) => Number.parseFloat(getComputedStyle(main).paddingBottom));
  expect(paddingBottom).toBeGreaterThanOrEqual(96);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);

  // The side navigation is a drawer behind the Menu button.
  await bar.getByRole('button', { name: 'Menu', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await bar.getByRole('button', { name: 'Menu', exact: true }).click();
  await drawer.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/general$/);
  await expect(drawer).toBeHidden();
  // Writing is one tap away: the bar's New note button opens the composer.
  await bar.getByRole('button', { name: 'New note' }).click();
  const composer = page.getByRole('dialog', { name: 'New note' });
  await composer.getByRole('textbox', { name: "What's happening?" }).fill('Written on a phone');
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer).toBeHidden();
  await page.goto('/@alice');
  await expect(page.getByRole('article').filter({ hasText: 'Written on a phone' })).toBeVisible();
});

test('the main navigation opens an empty composer', async ({ page, api }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page, api);
  await mainNav(page).getByRole('button', { name: 'New note' }).click();
  const composer = page.getByRole('dialog', { name: 'New note' });
  await expect(composer.getByRole('textbox', { name: "What's happening?" })).toBeFocused();
  await expect(composer.getByRole('textbox', { name: "What's happening?" })).toHaveValue('');
  await expectAccessible(page);
  // Nothing written yet: Esc closes without asking.
  await page.keyboard.press('Escape');
  await expect(composer).toBeHidden();
});

test('signed-out visitors get the visitor layout', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await page.goto('/?ui=classic');
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  await expect(mainNav(page)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toHaveCount(0);
});

test('every layout fits the phone and the desktop, light and dark', async ({ page, api }, testInfo) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, api);
  const dir = process.env.SHIORI_SCREENSHOT_DIR;
  const shots: Array<[string, string]> = [
    ['default', '/'],
    ['zen', '/?ui=zen'],
    ['classic', '/?ui=classic'],
    ['twilike', '/?ui=twilike'],
    ['deck', '/?ui=deck'],
    ['minimal', '/share'],
  ];
  // Each page is loaded once per width and photographed in both schemes: the layout's fit does
  // not depend on the scheme, and a load per scheme had doubled the test's time.
  const photograph = async (target: Page, name: string) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', colorScheme);
      const file = `${name}-${colorScheme}.png`;
      await target.screenshot({
        path: dir ? `${dir}/${file}` : testInfo.outputPath(file),
        animations: 'disabled',
      });
    }
    await page.emulateMedia({ colorScheme: 'light' });
  };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    for (const [name, url] of shots) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectSplashDismissed(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow, `${name} at ${width}px scrolls sideways`).toBe(false);
      await photograph(page, `${name}-${width}`);
    }
  }
  // The in-between widths: a header with the Menu button, then the tablet's icon rail.
  for (const width of [600, 900]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(home(page)).toBeVisible();
    await expectSplashDismissed(page);
    await photograph(page, `default-${width}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await photograph(page, 'drawer-390');
});

test('the account button and the side column show emoji in the name as notes do', async ({ page, api }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const alice = await api.createAdmin('alice', 'alice-password');
  await api.call('i/update', { name: 'Alice 🌅' }, alice.token);
  await signIn(page, api, 'alice', 'alice-password');
  const accountButton = mainNav(page).getByRole('button', { name: 'Account menu' });
  await expect(accountButton.getByRole('img', { name: '🌅' })).toHaveAttribute(
    'src',
    /\/twemoji\/1f305\.svg$/,
  );
  const side = page.getByRole('complementary', { name: 'Side column' });
  await expect(side.getByRole('img', { name: '🌅' })).toBeVisible();
  await expect(accountButton).toContainText('Alice');
});
