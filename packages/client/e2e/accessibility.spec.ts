import type { Page } from '@playwright/test';
import { expect, expectAccessible, openAccountMenu, signIn, test } from './fixtures';

// Every screen checked in both colour schemes: the themes must pass axe's contrast rules.
async function expectAccessibleInEachScheme(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveCSS('color-scheme', colorScheme);
    await expectAccessible(page);
  }
}

test('the visitor page and the sign-in dialog are accessible, light and dark', async ({ page, api }) => {
  test.slow();
  await api.createAdmin('alice', 'alice-password');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectAccessibleInEachScheme(page);

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expectAccessibleInEachScheme(page);
});

test('the signed-in home and the account menu are accessible, light and dark', async ({ page, api }) => {
  test.slow();
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password');
  await expectAccessibleInEachScheme(page);

  await openAccountMenu(page);
  await expectAccessibleInEachScheme(page);
});
