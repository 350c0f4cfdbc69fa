import { expect, scanAndPhotograph, signIn, test } from './fixtures';

test('import and export: notes exported to the drive, the page told by the notification without a reload, a following CSV imported and followed to its end', async ({
  page,
  api,
}, testInfo) => {
  const alice = await api.signup('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  const carol = await api.signup('carol', 'carol-password');
  await api.call('notes/create', { text: 'a note worth keeping' }, alice.token);
  await signIn(page, api, 'alice', 'alice-password', { at: '/settings/import-export' });
  await expect(page.getByRole('heading', { level: 1, name: 'Import and export' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'settings-import-export');

  // Export notes: the job starts and the page follows it (started, then the exportCompleted
  // notification over the main stream says it is ready, no reload), linking the file.
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByRole('button', { name: 'Export' }).click();
  await expect(notes.getByRole('status')).toHaveText(
    'Export ready: the file is in your drive. Open the file',
  );
  await notes.getByRole('status').getByRole('link', { name: 'Open the file' }).click();
  await expect(page).toHaveURL(/\/my\/drive\/file\//);
  await expect(page.getByText(/^notes-\d{4}-\d\d-\d\d-\d\d-\d\d-\d\d\.json$/).first()).toBeVisible();
  await page.goto('/my/notifications');
  await expect(page.getByText('Your export of note is ready')).toBeVisible();

  // After a reload the page reads the last export back from the notifications.
  await page.goto('/settings/import-export');
  await expect(notes).toContainText('Last export: ');
  await expect(notes.getByRole('link', { name: 'Open the file' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'settings-import-export-last');

  // Import following from a CSV uploaded in the drive picker; the unknown remote row is skipped.
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
  // This server lists its jobs (i/import-export/jobs): the page follows the import to its end.
  await expect(following.getByRole('status')).toHaveText('Done: 2 imported, 1 skipped.');
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
