import { expect, scanAndPhotograph, signIn, test } from './fixtures';

test('import and export: notes exported to the drive with a notification, a following CSV imported', async ({
  page,
  api,
}, testInfo) => {
  const alice = await api.signup('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  const carol = await api.signup('carol', 'carol-password');
  await api.call('notes/create', { text: 'a note worth keeping' }, alice.token);
  await signIn(page, api, 'alice', 'alice-password');

  await page.goto('/settings/import-export');
  await expect(page.getByRole('heading', { level: 1, name: 'Import and export' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'settings-import-export');

  // Export notes: the job starts, the notification names it, the file is in the drive.
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByRole('button', { name: 'Export' }).click();
  await expect(notes.getByRole('status')).toHaveText(
    'Export started. You will be notified when the file is in your drive.',
  );
  await page.goto('/my/notifications');
  await expect(page.getByText('Your export of note is ready')).toBeVisible();
  await page.goto('/my/drive');
  await expect(page.getByRole('link', { name: /^notes-\d{4}-\d\d-\d\d-\d\d-\d\d-\d\d\.json/ })).toBeVisible();

  // Import following from a CSV uploaded in the drive picker; the unknown remote row is skipped.
  await page.goto('/settings/import-export');
  const following = page.getByRole('region', { name: 'Following' });
  await following.getByRole('button', { name: 'Import from a file…' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose files from your drive' });
  await picker
    .locator('[data-testid="drive-file-input"]')
    .setInputFiles([
      { name: 'follows.csv', mimeType: 'text/csv', buffer: Buffer.from('bob\n@carol\nghost@far.example\n') },
    ]);
  await picker.getByRole('checkbox', { name: 'Select follows.csv' }).click();
  await picker.getByRole('button', { name: 'Choose', exact: true }).click();
  await expect(following.getByRole('status')).toHaveText(
    'Import of follows.csv started. It runs in the background.',
  );
  await expect
    .poll(async () => {
      const rows = await api.call<{ followeeId: string }[]>(
        'users/following',
        { userId: alice.id },
        alice.token,
      );
      return rows.map((row) => row.followeeId).sort();
    })
    .toEqual([bob.id, carol.id].sort());
});
