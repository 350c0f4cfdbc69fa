import { expect, scanAndPhotograph, signIn, test } from './fixtures';

const PASSWORD = 'correct horse battery';

test("a moderator suspends a user from the control panel, the user's open client says so at once, and the log lists it", async ({
  page,
  browser,
  api,
  baseURL,
}, testInfo) => {
  // Two browser contexts and four pages scanned in both schemes: a slow flow on a loaded machine.
  test.slow();
  const admin = await api.createAdmin('admin', PASSWORD);
  const maya = await api.signup('maya', PASSWORD);
  // As Misskey, a sign-up address is recorded only while IP logging is on.
  await api.call('admin/update-meta', { enableIpLogging: true }, admin.token);
  const bob = await api.signup('bob', PASSWORD);
  await api.call('notes/create', { text: 'Hello from bob' }, bob.token);
  await api.upload(bob.token, {
    name: 'bob-notes.txt',
    bytes: new TextEncoder().encode('notes\n'),
    type: 'text/plain',
  });
  // Maya moderates through a moderator role, as on a Misskey server.
  const role = await api.call<{ id: string }>(
    'admin/roles/create',
    { name: 'Moderators', isModerator: true, policies: {} },
    admin.token,
  );
  await api.call('admin/roles/assign', { roleId: role.id, userId: maya.id }, admin.token);

  // Bob has the app open, streaming.
  const bobContext = await browser.newContext({ baseURL });
  const bobPage = await bobContext.newPage();
  await signIn(bobPage, api, 'bob', PASSWORD);
  await expect(bobPage.getByRole('status', { name: 'Live updates' })).toContainText('Connected');

  // Maya finds him in the user list, filtered by name.
  await signIn(page, api, 'maya', PASSWORD, { at: '/admin/users' });
  const users = page.getByRole('list', { name: 'Users' });
  await expect(users.getByRole('link', { name: 'bob' })).toBeVisible();
  await expect(users.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('searchbox', { name: 'Username' }).fill('bo');
  await expect(users.getByRole('listitem')).toHaveCount(1);
  await scanAndPhotograph(page, testInfo, 'admin-users');
  await users.getByRole('link', { name: 'bob' }).click();

  // His page: the facts, a moderation note, then the suspension.
  await expect(page.getByRole('heading', { level: 1, name: 'bob' })).toBeVisible();
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toContainText('@bob');
  await expect(account).toContainText('Active');
  // His notes and files; the sign-up address is for administrators only.
  await expect(page.getByRole('list', { name: 'Recent notes' })).toContainText('Hello from bob');
  await expect(
    page.getByRole('list', { name: 'Drive files' }).getByRole('link', { name: 'bob-notes.txt' }),
  ).toBeVisible();
  await expect(account).not.toContainText('Sign-up address');
  await page.getByRole('textbox', { name: 'Moderation note' }).fill('Posts too loudly');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await scanAndPhotograph(page, testInfo, 'admin-user');
  await page.getByRole('button', { name: 'Suspend' }).click();
  const confirm = page.getByRole('dialog', { name: '@bob' });
  await expect(confirm).toContainText('Suspend this account?');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(account).toContainText('Suspended');
  await expect(page.getByRole('button', { name: 'Lift suspension' })).toBeVisible();

  // Bob's open client learns it without a reload, and he is signed out.
  const notice = bobPage.getByRole('dialog', { name: 'Account suspended' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(bobPage.getByRole('heading', { level: 1, name: 'Home' })).toHaveCount(0);
  await bobContext.close();

  // The moderation log (administrators) lists the suspension and the note, by Maya.
  await signIn(page, api, 'admin', PASSWORD, { at: `/admin/user/${bob.id}` });
  await expect(page.getByRole('region', { name: 'Account' })).toContainText(
    /Sign-up address\s*(::ffff:)?127\.0\.0\.1|Sign-up address\s*::1/,
  );
  await page.goto('/admin/modlog');
  const log = page.getByRole('list', { name: 'Moderation log' });
  const suspension = log.getByRole('listitem').filter({ hasText: 'Account suspended' });
  await expect(suspension).toContainText('@bob');
  await expect(suspension).toContainText('by @maya');
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Moderation note changed' });
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expect(log.getByRole('listitem')).toContainText('@bob');
  await scanAndPhotograph(page, testInfo, 'admin-modlog');

  // The overview: today's real figures, and the last 30 days in charts with their data tables.
  await page.getByRole('link', { name: 'Overview' }).click();
  const now = page.getByRole('region', { name: 'Now' });
  await expect(now.getByRole('definition').first()).toHaveText('3');
  await expect(now).toContainText('Online now');
  await expect(page.getByRole('figure', { name: 'Users, last 30 days' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Notes per day' })).toBeVisible();
  // The job queue, live from the queueStats channel.
  const queue = page.getByRole('region', { name: 'Job queue' });
  await expect(queue.getByRole('rowheader', { name: 'Scheduled notes' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'admin-overview');
});
