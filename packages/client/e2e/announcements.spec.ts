import { expect, expectAccessible, signIn, test } from './fixtures';

const ANNOUNCEMENT = {
  title: 'Planned maintenance',
  text: 'The server restarts at noon.\nIt takes a minute.',
};

test('a dialog announcement shows once at start, is marked read on OK, and is listed', async ({
  page,
  api,
}) => {
  test.slow();
  const admin = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  await api.call(
    'admin/announcements/create',
    { ...ANNOUNCEMENT, imageUrl: null, display: 'dialog' },
    admin.token,
  );

  await signIn(page, api, 'bob', 'bob-password');
  const dialog = page.getByRole('dialog', { name: ANNOUNCEMENT.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('The server restarts at noon.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  // The read reached the server: the next start has nothing to show.
  await expect
    .poll(
      async () =>
        (await api.call<{ hasUnreadAnnouncement: boolean }>('i', {}, bob.token)).hasUnreadAnnouncement,
    )
    .toBe(false);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Live updates' }).first()).toHaveAttribute(
    'data-state',
    'connected',
  );
  await expect(page.getByRole('dialog', { name: ANNOUNCEMENT.title })).toHaveCount(0);

  await page.goto('/announcements');
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  const card = page.getByRole('article', { name: ANNOUNCEMENT.title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Read', { exact: true })).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveCSS('color-scheme', colorScheme);
    await expectAccessible(page);
  }

  // Its own page, and the past tab (empty until an admin archives it).
  await card.getByRole('link', { name: ANNOUNCEMENT.title }).click();
  await expect(page).toHaveURL(/\/announcements\/\w+$/);
  await expect(page.getByRole('article', { name: ANNOUNCEMENT.title })).toBeVisible();
  await page.getByRole('link', { name: 'All announcements' }).click();
  await page.getByRole('button', { name: 'Past' }).click();
  await expect(page.getByText('No announcements.')).toBeVisible();
});

test('a banner announcement is a bar whose dismiss marks it read; one needing confirmation asks first', async ({
  page,
  api,
}) => {
  test.slow();
  const admin = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  await api.call(
    'admin/announcements/create',
    { title: 'New rules', text: 'Please read them.', imageUrl: null, display: 'banner', icon: 'warning' },
    admin.token,
  );
  await api.call(
    'admin/announcements/create',
    { title: 'Terms changed', text: 'Read and confirm.', imageUrl: null, needConfirmationToRead: true },
    admin.token,
  );

  await signIn(page, api, 'bob', 'bob-password');
  const banner = page.getByRole('region', { name: 'Announcement' });
  await expect(banner.getByRole('link', { name: 'New rules' })).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page);
  }
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toBeHidden();

  await page.goto('/announcements');
  const terms = page.getByRole('article', { name: 'Terms changed' });
  await terms.getByRole('button', { name: 'Mark as read' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark as read?' });
  await expect(confirm).toContainText('Terms changed');
  await confirm.getByRole('button', { name: 'Mark as read' }).click();
  await expect(terms.getByText('Read', { exact: true })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await api.call<{ hasUnreadAnnouncement: boolean }>('i', {}, bob.token)).hasUnreadAnnouncement,
    )
    .toBe(false);
});

test('an admin creates, archives and deletes an announcement at /admin/announcements', async ({
  page,
  api,
}) => {
  test.slow();
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password', { at: '/admin/announcements' });
  const form = page.getByRole('form', { name: 'New announcement' });
  await form.getByLabel('Title').fill('Server move');
  await form.getByLabel('Text').fill('We move on Sunday.');
  await form.getByLabel('Display').selectOption({ label: 'Banner' });
  await form.getByRole('checkbox', { name: 'Needs confirmation to read' }).check();
  await form.getByRole('button', { name: 'Create' }).click();
  const row = page.getByRole('listitem', { name: 'Server move' });
  await expect(row).toContainText('Banner · Active · Reads 0');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page);
  }

  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit announcement' });
  await expect(edit.getByLabel('Title')).toHaveValue('Server move');
  await edit.getByRole('checkbox', { name: 'Active' }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Archived');
  const past = await api.call<{ title: string; needConfirmationToRead: boolean }[]>('announcements', {
    isActive: false,
  });
  expect(past.map((a) => [a.title, a.needConfirmationToRead])).toEqual([['Server move', true]]);

  await row.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete “Server move”?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(row).toHaveCount(0);
  expect(await api.call('announcements', { isActive: false })).toEqual([]);
});

test('a dialog announcement made while the app is open shows at once', async ({ page, api }) => {
  const admin = await api.createAdmin('alice', 'alice-password');
  await api.signup('bob', 'bob-password');
  await signIn(page, api, 'bob', 'bob-password');
  await expect(page.getByRole('status', { name: 'Live updates' }).first()).toHaveAttribute(
    'data-state',
    'connected',
  );
  await api.call(
    'admin/announcements/create',
    { title: 'Right now', text: 'A live notice.', imageUrl: null, display: 'dialog' },
    admin.token,
  );
  const dialog = page.getByRole('dialog', { name: 'Right now' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
});
