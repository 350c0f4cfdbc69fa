import { expect, scanAndPhotograph, signIn, test } from './fixtures';

const PASSWORD = 'correct horse battery';
const HOUR = 60 * 60 * 1000;

test('an administrator finds a scheduled note in the job queue and removes it, and reads real table counts at /admin/database', async ({
  page,
  api,
}, testInfo) => {
  const admin = await api.createAdmin('admin', PASSWORD);
  const bob = await api.signup('bob', PASSWORD);
  await api.call('notes/create', { text: 'Posted now' }, bob.token);
  await api.call(
    'notes/create',
    { text: 'Posted in an hour', schedule: { scheduledAt: Date.now() + HOUR } },
    bob.token,
  );
  const [draft] = await api.call<{ id: string }[]>('notes/drafts/list', { scheduled: true }, bob.token);
  if (!draft) throw new Error('the scheduled note was not kept');

  // The queue with work in it opens first: bob's scheduled note is delayed there.
  await signIn(page, api, 'admin', PASSWORD, { at: '/admin/queue' });
  const counts = page.getByRole('list', { name: 'Queues' });
  const scheduledRow = counts.getByRole('listitem').filter({ hasText: 'postScheduledNote' });
  await expect(scheduledRow).toContainText('Delayed 1');
  await expect(page.getByRole('heading', { name: 'Jobs in postScheduledNote' })).toBeVisible();
  const jobs = page.getByRole('list', { name: 'Jobs' });
  const job = jobs.getByRole('listitem').filter({ hasText: draft.id });
  await expect(job).toContainText(bob.id);
  await expect(job).toContainText('due');
  // Opened, a job shows its details (admin/queue/show-job) and its log (show-job-logs).
  const details = job.getByRole('button', { name: /^Details postScheduledNote/ });
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(job.getByRole('definition').filter({ hasText: '"noteDraftId"' })).toContainText(draft.id);
  await expect(job).toContainText('This job wrote no log lines.');
  // The live chart's data table is the chart's text alternative.
  await expect(
    page.getByRole('region', { name: 'Now' }).getByRole('table', { name: 'Jobs started' }),
  ).toBeAttached();
  await scanAndPhotograph(page, testInfo, 'admin-queue');

  // Removing asks first; the note leaves the queue and stays among bob's drafts.
  await job.getByRole('button', { name: /^Remove postScheduledNote/ }).click();
  const confirm = page.getByRole('dialog', { name: 'postScheduledNote' });
  await expect(confirm).toContainText("stays among its author's drafts");
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The job was removed' })).toBeVisible();
  await expect(page.getByText('No jobs in this state.')).toBeVisible();
  await expect(scheduledRow).toContainText('Delayed 0');
  const drafts = await api.call<{ id: string; isActuallyScheduled: boolean }[]>(
    'notes/drafts/list',
    {},
    bob.token,
  );
  expect(drafts).toEqual([expect.objectContaining({ id: draft.id, isActuallyScheduled: false })]);

  // The database page counts the rows there are.
  await page.goto('/admin/database');
  const tables = page.getByRole('table', { name: 'Tables' });
  const users = await api.call<Record<string, { count: number }>>('admin/get-table-stats', {}, admin.token);
  await expect(
    tables
      .getByRole('row', { name: /^notes\b/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('1');
  await expect(
    tables
      .getByRole('row', { name: /^users\b/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(String(users.users?.count));
  await expect(
    tables
      .getByRole('row', { name: /^note_drafts\b/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('1');
  await scanAndPhotograph(page, testInfo, 'admin-database');

  await page.getByRole('button', { name: 'Analyze' }).click();
  await page.getByRole('dialog', { name: 'Analyze' }).getByRole('button', { name: 'Analyze' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The database work has finished' })).toBeVisible();

  // Inbox moderation: a host list refuses a line that is not a host, then is saved and kept.
  await page.goto('/admin/inbox-moderation');
  const blocked = page.getByRole('textbox', { name: 'Blocked servers' });
  await blocked.fill('spam.example\nhttps://evil.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(blocked).toHaveAccessibleDescription(/Not a host name: https:\/\/evil\.example/);
  await blocked.fill('Spam.Example\nevil.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'admin-inbox-moderation');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Blocked servers' })).toHaveValue(
    'spam.example\nevil.example',
  );

  // Relays: one is recorded by its https inbox and, this server sending nothing, stays requested.
  await page.goto('/admin/relays');
  await page.getByRole('textbox', { name: 'Relay inbox' }).fill('https://relay.example/inbox');
  await page.getByRole('button', { name: 'Add relay' }).click();
  const relays = page.getByRole('list', { name: 'Relays' });
  await expect(relays.getByRole('listitem').filter({ hasText: 'https://relay.example/inbox' })).toContainText(
    'Requested',
  );
  await scanAndPhotograph(page, testInfo, 'admin-relays');

  // A scheduled note that could not be posted (bob was suspended when it fell due) is a failed
  // job with its reason; retried once he is back, it is posted.
  await api.call(
    'notes/create',
    { text: 'Posted after a retry', schedule: { scheduledAt: Date.now() + HOUR } },
    bob.token,
  );
  await api.call('admin/suspend-user', { userId: bob.id }, admin.token);
  await api.call('admin/queue/promote-jobs', { queue: 'postScheduledNote' }, admin.token);
  const failedJobs = () =>
    api.call<unknown[]>('admin/queue/jobs', { queue: 'postScheduledNote', state: ['failed'] }, admin.token);
  await expect.poll(async () => (await failedJobs()).length).toBe(1);
  await api.call('admin/unsuspend-user', { userId: bob.id }, admin.token);
  await page.goto('/admin/queue');
  await page.getByRole('combobox', { name: 'State' }).selectOption('failed');
  const failed = jobs.getByRole('listitem').filter({ hasText: 'YOUR_ACCOUNT_SUSPENDED' });
  await failed.getByRole('button', { name: /^Retry postScheduledNote/ }).click();
  await page
    .getByRole('dialog', { name: 'postScheduledNote' })
    .getByRole('button', { name: 'Retry' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'The job was started again' })).toBeVisible();
  await expect(page.getByText('No jobs in this state.')).toBeVisible();
  await expect
    .poll(async () =>
      (await api.call<{ text: string }[]>('users/notes', { userId: bob.id }, bob.token)).map((n) => n.text),
    )
    .toContain('Posted after a retry');
});
