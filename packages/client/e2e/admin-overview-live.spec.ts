import { expect, scanAndPhotograph, signIn, test } from './fixtures';

const PASSWORD = 'correct horse battery';

test('the overview draws the server machine live, and a moderator with the app open is told of a new report at once; axe on the overview and a user page with its activity charts', async ({
  page,
  api,
}, testInfo) => {
  const admin = await api.createAdmin('admin', PASSWORD);
  const bob = await api.signup('bob', PASSWORD);
  const carol = await api.signup('carol', PASSWORD);
  await api.call('admin/update-meta', { enableServerMachineStats: true }, admin.token);
  await api.call('notes/create', { text: 'Buy cheap followers now' }, carol.token);

  await signIn(page, api, 'admin', PASSWORD, { at: '/admin/overview' });
  const machine = page.getByRole('region', { name: 'Server metrics' });
  // Figures in words as they arrive, and the chart's data table as its text alternative.
  await expect(machine.getByRole('definition').first()).toHaveText(/\d+%/);
  await expect(machine.getByRole('table', { name: 'CPU and memory' })).toBeAttached();
  // Its view can be changed on the page (the widget's setting, kept while the page is open).
  await machine.getByRole('combobox', { name: 'View' }).selectOption({ label: 'Memory' });
  await expect(machine.getByRole('table', { name: 'Memory' })).toBeAttached();
  await expect(page.getByRole('region', { name: 'Job queue' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'admin-overview-live');

  // A report filed elsewhere reaches the open app as a toast quoting it.
  await api.call(
    'users/report-abuse',
    { userId: carol.id, comment: 'Posts spam links in every reply' },
    bob.token,
  );
  await expect(
    page.getByRole('status').filter({ hasText: 'New abuse report: Posts spam links in every reply' }),
  ).toBeVisible();

  await page.goto(`/admin/user/${carol.id}`);
  await expect(page.getByRole('heading', { name: /carol/ }).first()).toBeVisible();
  // The user's activity: today's row (the last) of the notes chart's table counts carol's note.
  const notesToday = page.getByRole('table', { name: 'Notes per day' }).getByRole('row').last();
  await expect(notesToday.getByRole('cell').first()).toHaveText('1');
  await expect(page.getByRole('table', { name: 'Files per day' })).toBeAttached();
  await scanAndPhotograph(page, testInfo, 'admin-overview-live-user');
});
