import { expect, expectAccessible, signIn, test } from './fixtures';

test('the live connection shows its state, survives a server restart and is subscribed again', async ({
  page,
  api,
  instance,
}) => {
  const alice = await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password');

  // Layouts may place the indicator in several spots for different widths; one is shown.
  const indicator = page.getByRole('status', { name: 'Live updates' });
  await expect(indicator).toHaveText('Connected');
  await expectAccessible(page);

  // Same port, same data: the client's socket drops and must come back by itself.
  const restarted = instance.restart({ downtimeMs: 1500 });
  await expect(indicator).toHaveText('Reconnecting…');
  await expect(indicator.getByText('Reconnecting…')).toBeVisible();
  await expectAccessible(page);
  await restarted;
  await expect(indicator).toHaveText('Connected');

  // The main channel was subscribed again on the new socket: a profile change made through
  // another token (meUpdated reaches every socket of the user) shows without a reload.
  await api.call('i/update', { name: 'New name' }, alice.token);
  await expect(page.getByRole('button', { name: /Account menu/ })).toContainText('New name');
});

test("with 'warn me' chosen, a dropped connection asks once and Cancel keeps the page", async ({
  page,
  api,
  instance,
}) => {
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password', { at: '/settings/general' });
  await page.getByLabel('Disconnected from the server').selectOption('dialog');
  const indicator = page.getByRole('status', { name: 'Live updates' });
  await expect(indicator).toHaveText('Connected');

  // A mark on this document: it survives only if the page is not reloaded.
  await page.evaluate(() => {
    (window as { streamingMark?: boolean }).streamingMark = true;
  });

  const restarted = instance.restart({ downtimeMs: 1500 });
  const dialog = page.getByRole('dialog', { name: 'Disconnected from the server' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expectAccessible(page);
  await restarted;
  await expect(indicator).toHaveText('Connected');
  await expect(page.getByRole('dialog')).toHaveCount(1); // a single question, not one per attempt

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Cancel means no reload: still the same document.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as { streamingMark?: boolean }).streamingMark)).toBe(true);
});
