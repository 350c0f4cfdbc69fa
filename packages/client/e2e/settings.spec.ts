import { expect, expectAccessible, signInThroughUi, test } from './fixtures';

test('general settings apply live in another tab and survive a reload', async ({ page, context, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await signInThroughUi(page, 'alice', 'alice-password');
  await page.goto('/settings/general');
  await expect(page.getByRole('heading', { level: 1, name: 'General' })).toBeVisible();
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);

  const other = await context.newPage();
  await other.goto('/settings/general');
  const seasonalThere = other.getByRole('checkbox', { name: 'Seasonal effects' });
  await expect(seasonalThere).toBeChecked();

  await page.getByRole('checkbox', { name: 'Seasonal effects' }).uncheck();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(seasonalThere).not.toBeChecked();

  await page.getByRole('combobox', { name: 'Layout' }).selectOption({ label: 'Zen' });
  await expect(other.getByRole('combobox', { name: 'Layout' })).toHaveValue('zen');

  await other.reload();
  await expect(other.getByRole('checkbox', { name: 'Seasonal effects' })).not.toBeChecked();
  await expect(other.getByRole('combobox', { name: 'Layout' })).toHaveValue('zen');
});

test('the general settings page is behind sign-in', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await page.goto('/settings/general');
  await expect(page.getByRole('heading', { level: 1, name: 'General' })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});
