import { expect, scanAndPhotograph, signIn, test } from './fixtures';

test('settings: a list then a page on a phone, the list beside the page and a search on a desktop', async ({
  page,
  api,
}, testInfo) => {
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password');
  const list = page.getByRole('navigation', { name: 'Settings pages' }).filter({ visible: true });

  // Phone: /settings is the list alone; a page is the page alone, with a way back.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(list.getByRole('region', { name: 'Account' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'settings-index');
  await page.setViewportSize({ width: 390, height: 800 });
  await list.getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(list).toHaveCount(0);
  await page.getByRole('link', { name: 'All settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(list.getByRole('link', { name: 'Privacy' })).toBeVisible();

  // Desktop: the list stays beside the page, the current one marked; no way back is needed.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/settings/general');
  await expect(page.getByRole('heading', { level: 1, name: 'General' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'All settings' })).toBeHidden();

  // The search finds a setting of another page and opens it there, focused.
  const search = page.getByRole('searchbox', { name: 'Search settings' }).filter({ visible: true });
  await search.fill('visibility new');
  const results = page.getByRole('list', { name: 'Matching settings' }).filter({ visible: true });
  const result = results.getByRole('button', { name: /Default visibility of new notes/ });
  await expect(result).toContainText('Privacy');
  await result.click();
  await expect(page).toHaveURL(/\/settings\/privacy$/);
  await expect(page.getByRole('combobox', { name: 'Default visibility of new notes' })).toBeFocused();
  await expect(list.getByRole('link', { name: 'Privacy' })).toHaveAttribute('aria-current', 'page');

  await search.fill('no such setting anywhere');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing matches' })).toBeVisible();
  await search.fill('');
  await scanAndPhotograph(page, testInfo, 'settings-privacy');
});

test('the roles page shows your roles and, in words, what they let you do', async ({
  page,
  api,
}, testInfo) => {
  const admin = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  const gardeners = await api.call<{ id: string }>(
    'admin/roles/create',
    { name: 'Gardeners', description: 'People who grow things', color: '#3cb371', isPublic: false },
    admin.token,
  );
  await api.call('admin/roles/assign', { roleId: gardeners.id, userId: bob.id }, admin.token);
  await api.call('admin/roles/update-default-policies', { policies: { ltlAvailable: false } }, admin.token);
  await signIn(page, api, 'bob', 'bob-password', { at: '/settings/roles' });
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  const mine = page.getByRole('region', { name: 'Your roles' });
  await expect(mine.getByRole('listitem')).toHaveCount(1);
  await expect(mine.getByRole('listitem')).toContainText('Gardeners');
  await expect(mine.getByRole('listitem')).toContainText('People who grow things');

  const policies = page.getByRole('region', { name: 'What you may do' });
  const policyValue = (label: string) =>
    policies.getByRole('definition').filter({
      has: page.locator(`xpath=preceding-sibling::dt[1][normalize-space()="${label}"]`),
    });
  await expect(policies.getByRole('term').filter({ hasText: /^See the local timeline$/ })).toBeVisible();
  await expect(policyValue('See the local timeline')).toHaveText('No');
  await expect(policyValue('See the global timeline')).toHaveText('Yes');
  await scanAndPhotograph(page, testInfo, 'settings-roles');
});
