import { expect, expectAccessible, signIn, test } from './fixtures';

test('general settings apply live in another tab and survive a reload', async ({ page, context, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password', { at: '/settings/general' });
  await expect(page.getByRole('heading', { level: 1, name: 'General' })).toBeVisible();
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);

  const other = await context.newPage();
  await other.goto('/settings/general');
  const collapseThere = other.getByRole('checkbox', {
    name: 'Shorten renotes of notes you reacted to or wrote',
  });
  await expect(collapseThere).toBeChecked();

  await page.getByRole('checkbox', { name: 'Shorten renotes of notes you reacted to or wrote' }).uncheck();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(collapseThere).not.toBeChecked();

  await page.getByRole('combobox', { name: 'Layout' }).selectOption({ label: 'Zen' });
  await expect(other.getByRole('combobox', { name: 'Layout' })).toHaveValue('zen');

  await other.reload();
  await expect(
    other.getByRole('checkbox', { name: 'Shorten renotes of notes you reacted to or wrote' }),
  ).not.toBeChecked();
  await expect(other.getByRole('combobox', { name: 'Layout' })).toHaveValue('zen');
});

test('the general settings page is behind sign-in', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await page.goto('/settings/general');
  await expect(page.getByRole('heading', { level: 1, name: 'General' })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});

test('every settings page is one link away from the others', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password', { at: '/settings/general' });
  const pages = page.getByRole('navigation', { name: 'Settings pages' }).filter({ visible: true });
  await expect(pages.getByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'page');

  await pages.getByRole('link', { name: 'Emoji and reactions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reactions and emoji picker' })).toBeVisible();
  await expect(pages.getByRole('link', { name: 'Emoji and reactions' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The admin also manages the server's custom emoji from here.
  await pages.getByRole('link', { name: 'Custom emoji of this server' }).click();
  await expect(page).toHaveURL(/\/custom-emojis-manager$/);
});
