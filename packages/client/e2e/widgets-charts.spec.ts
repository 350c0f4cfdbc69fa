import type { Locator, Page } from '@playwright/test';
import { expect, scanAndPhotograph, signIn, test } from './fixtures';

const sideColumn = (page: Page) => page.getByRole('complementary', { name: 'Side column' });

/** Rows of a chart's data table (its text alternative, one row per sample). */
const chartRows = (region: Locator, title: string) =>
  region.getByRole('table', { name: title }).locator('tbody tr');

test('server widgets: live machine figures once shared, the job queue following a scheduled note, and the federation widgets’ honest empty state', async ({
  page,
  api,
}, testInfo) => {
  const alice = await api.createAdmin('alice', 'alice-password');
  // Placed as a saved side column would hold them (the add menu is covered by widgets.spec.ts).
  const widgets = ['serverMetric', 'jobQueue', 'federation', 'instanceCloud'];
  await api.call(
    'i/registry/set',
    {
      scope: ['client'],
      key: 'widgets',
      value: widgets.map((name) => ({ id: name, name, place: 'right', data: {} })),
    },
    alice.token,
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, api, 'alice', 'alice-password');
  const side = sideColumn(page);
  const region = (name: string) => side.getByRole('region', { name, exact: true });

  // Misskey keeps the machine's figures private until an administrator shares them.
  const metrics = region('Server metrics');
  await expect(metrics.getByText("This server does not share its machine's figures.")).toBeVisible();
  await metrics.getByRole('button', { name: 'Share them with everyone' }).click();
  await expect(metrics.getByRole('combobox', { name: 'View' })).toHaveValue('0');
  // Live: the chart gains a sample every 2 s.
  const cpuMem = chartRows(metrics, 'CPU and memory');
  await expect(cpuMem).not.toHaveCount(0, { timeout: 15_000 });
  const before = await cpuMem.count();
  await expect.poll(() => cpuMem.count(), { timeout: 15_000 }).toBeGreaterThan(before);
  await expect(metrics.getByText(/^\d+(\.\d+)?%$/).first()).toBeVisible();
  // Another view, kept in the widget's settings.
  await metrics.getByRole('combobox', { name: 'View' }).selectOption({ label: 'Memory' });
  await expect(chartRows(metrics, 'Memory')).not.toHaveCount(0);
  await expect(metrics.getByText('Total')).toBeVisible();

  // The job queue: this instance's queues beside Misskey's delivery and inbox, live.
  const queue = region('Job queue');
  const scheduledRow = queue.getByRole('row', { name: /^Scheduled notes/ });
  await expect(scheduledRow.getByRole('cell')).toHaveText(['0', '0', '0', '0']);
  await expect(queue.getByRole('row', { name: /^Delivery \(federation\)/ }).getByRole('cell')).toHaveText([
    '0',
    '0',
    '0',
    '0',
  ]);
  await api.call(
    'notes/create',
    { text: 'Posted later', schedule: { scheduledAt: Date.now() + 10 * 60_000 } },
    alice.token,
  );
  // Started, running, waiting, delayed: the note waits for its time.
  await expect(scheduledRow.getByRole('cell')).toHaveText(['0', '0', '0', '1']);

  // This instance does not federate, and the widget says so instead of showing nothing.
  for (const name of ['Federation', 'Server cloud'])
    await expect(region(name)).toContainText('This server does not federate, so it knows no other servers.');

  await scanAndPhotograph(page, testInfo, 'widgets-server');
  // A phone: the same widgets in the bottom bar's sheet, live there too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Widgets' }).click();
  const sheet = page.getByRole('dialog', { name: 'Widgets' });
  await expect(chartRows(sheet.getByRole('region', { name: 'Server metrics' }), 'Memory')).not.toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('widgets-server-sheet-390.png') });
});

test('activity widget: today’s notes in the heat map, then as a chart with its data table, the view kept after a reload', async ({
  page,
  api,
}, testInfo) => {
  const alice = await api.createAdmin('alice', 'alice-password');
  const first = await api.call<{ createdNote: { id: string } }>(
    'notes/create',
    { text: 'First' },
    alice.token,
  );
  await api.call('notes/create', { text: 'Second' }, alice.token);
  await api.call('notes/create', { text: 'A reply', replyId: first.createdNote.id }, alice.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, api, 'alice', 'alice-password');
  const side = sideColumn(page);
  await side.getByRole('button', { name: 'Add widget' }).click();
  await page.getByRole('menuitem', { name: 'Activity', exact: true }).click();
  const activity = side.getByRole('region', { name: 'Activity', exact: true });

  // The heat map is a table of weeks and weekdays; today's cell holds the three notes.
  await expect(activity.getByText('Today: 3')).toBeVisible();
  const heatMap = activity.getByRole('table', { name: 'Your notes per day' });
  await expect(heatMap.getByRole('rowheader')).toHaveCount(7);
  await expect(heatMap.getByRole('columnheader')).toHaveCount(21);
  await expect(heatMap.getByRole('cell', { name: '3', exact: true })).toHaveCount(1);
  await activity.screenshot({ path: testInfo.outputPath('widgets-activity-calendar.png') });

  // A note posted now shows at the next refresh of the figures; here, after switching views.
  await api.call('notes/create', { text: 'Fourth' }, alice.token);
  await activity.getByRole('button', { name: 'Show as chart' }).click();
  const chartTable = activity.getByRole('table', { name: 'Your notes per day' });
  await expect(chartTable.getByRole('columnheader')).toHaveText(['Time', 'Notes', 'Replies', 'Renotes']);
  await expect(chartTable.locator('tbody tr')).toHaveCount(21);
  // Today is the last row: two notes and a reply (the fourth note comes with the next poll).
  await expect(chartTable.locator('tbody tr').last().getByRole('cell')).toHaveText([/^[23]$/, '1', '0']);
  const toggle = activity.getByRole('button', { name: 'Show data' });
  await toggle.click();
  await expect(activity.getByRole('button', { name: 'Hide data' })).toHaveAttribute('aria-expanded', 'true');
  await expect(chartTable).toBeVisible();

  await scanAndPhotograph(page, testInfo, 'widgets-activity');

  // The view is the widget's setting: still the chart after a reload, and the new note counted.
  await page.reload();
  await expect(activity.getByRole('button', { name: 'Show as calendar' })).toBeVisible();
  await expect(activity.getByText('Today: 4')).toBeVisible();
});
