import { expect, expectAccessible, openAccountMenu, signIn, test } from './fixtures';

// Every screen checked in both colour schemes: the themes must pass axe's contrast rules.
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme });
    });

    test('the visitor page and the sign-in dialog are accessible', async ({ page, api }) => {
      await api.createAdmin('alice', 'alice-password');
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(page.locator('html')).toHaveCSS('color-scheme', colorScheme);
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
      await expectAccessible(page);
    });

    test('the signed-in home and the account menu are accessible', async ({ page, api }) => {
      await api.createAdmin('alice', 'alice-password');
      await signIn(page, api, 'alice', 'alice-password');
      await expect(page.locator('html')).toHaveCSS('color-scheme', colorScheme);
      await expectAccessible(page);

      await openAccountMenu(page);
      await expectAccessible(page);
    });
  });
}
