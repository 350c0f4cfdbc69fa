import { expect, expectAccessible, signIn, test } from './fixtures';

test('the account menu is driven by the keyboard and gives focus back on Esc', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password');

  const button = page.getByRole('button', { name: 'Account menu' });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Account menu' });
  await expect(menu).toBeVisible();
  const item = (name: string) => menu.getByRole('menuitem', { name });
  await expect(item('Profile')).toBeFocused();
  await expectAccessible(page);

  await page.keyboard.press('ArrowDown');
  await expect(item('Add account')).toBeFocused();
  await page.keyboard.press('j');
  await expect(item('Manage accounts')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(item('Sign out')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item('Manage accounts')).toBeFocused();
  await page.keyboard.press('k');
  await expect(item('Add account')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(item('Profile')).toBeFocused();

  // Right opens the submenu, Esc closes only that level, and Esc again closes the menu.
  await page.keyboard.press('ArrowDown');
  await expect(item('Add account')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('menuitem', { name: 'Sign in to an existing account' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(item('Add account')).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('the account menu is a bottom sheet whose submenus open by tap', async ({ page, api }) => {
    await api.createAdmin('alice', 'alice-password');
    await signIn(page, api, 'alice', 'alice-password');

    const button = page.getByRole('button', { name: 'Account menu' });
    await button.click();
    const sheet = page.getByRole('dialog', { name: 'Account menu' });
    await expect(sheet.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    const box = await sheet.boundingBox();
    const viewport = page.viewportSize();
    expect(box && Math.round(box.y + box.height)).toBe(viewport?.height);
    await expectAccessible(page);

    await sheet.getByRole('menuitem', { name: 'Add account' }).click();
    await expect(sheet.getByRole('menu', { name: 'Add account' })).toBeVisible();
    await sheet.getByRole('menuitem', { name: 'Back' }).click();
    await expect(sheet.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(button).toBeFocused();
  });
});
