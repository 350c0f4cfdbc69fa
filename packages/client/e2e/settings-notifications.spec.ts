import { expect, expectAccessible, signIn, test } from './fixtures';

test('notification settings choose who notifies, are kept, and send a test notification', async ({
  page,
  api,
}, testInfo) => {
  const alice = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  const list = await api.call<{ id: string }>('users/lists/create', { name: 'Close friends' }, alice.token);
  await signIn(page, api, 'alice', 'alice-password', { at: '/settings/notifications' });
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const followers = page.getByRole('combobox', { name: 'New followers', exact: true });
  await expect(followers).toHaveValue('all');
  await followers.selectOption('never');
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  // Mentions only from a list's members: the list is then chosen beside it.
  const mentions = page.getByRole('combobox', { name: 'Mentions', exact: true });
  await mentions.selectOption('list');
  await expect(page.getByRole('combobox', { name: 'Mentions: which list' })).toHaveValue(list.id);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: testInfo.outputPath(`notifications-${colorScheme}-${width}.png`),
        fullPage: true,
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The server applies the choice: bob's follow and mention make nothing.
  await api.call('following/create', { userId: alice.id }, bob.token);
  await api.call('notes/create', { text: '@alice hello' }, bob.token);
  // (Her sign-in's own login notification aside.)
  expect(await api.call<unknown[]>('i/notifications', { excludeTypes: ['login'] }, alice.token)).toEqual([]);

  await page.reload();
  await expect(followers).toHaveValue('never');
  await expect(mentions).toHaveValue('list');

  await page.getByRole('button', { name: 'Send a test notification' }).click();
  await expect(page.getByText('Test notification sent')).toBeVisible();
  await page.goto('/my/notifications');
  await expect(page.getByText('Test notification').filter({ visible: true }).first()).toBeVisible();
});
