import { expect, expectAccessibleInBothSchemes, openAccountMenu, signIn, solidPng, test } from './fixtures';

test('/invite creates, lists and deletes invitation codes within the limit, light and dark', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  const admin = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  await signIn(page, api, 'bob', 'bob-password');

  // Without canInvite the page says so instead of offering a button that would fail.
  await page.goto('/invite');
  await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'does not allow inviting' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create an invitation code' })).toHaveCount(0);

  await api.call(
    'admin/roles/update-default-policies',
    { policies: { canInvite: true, inviteLimit: 2, inviteExpirationTime: 60 * 24 } },
    admin.token,
  );
  await api.call('admin/update-meta', { disableRegistration: true }, admin.token);
  // Where sign-up needs a code, the account menu leads to one's codes.
  await page.goto('/');
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Invitations' }).click();
  await expect(page).toHaveURL(/\/invite$/);
  await expect(page.getByText('You can create 2 more codes now.')).toBeVisible();
  await expect(page.getByText('You have not created any invitation codes yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Create an invitation code' }).click();

  const codes = page.getByRole('list', { name: 'Your invitation codes' });
  const row = codes.getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Not used yet');
  await expect(row).toContainText('Expires');
  await expect(page.getByText('You can create 1 more code now.')).toBeVisible();
  const [made] = await api.call<{ id: string; code: string }[]>('invite/list', {}, bob.token);
  if (!made) throw new Error('the code is not on the server');
  await expect(row.locator('code')).toHaveText(made.code);
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'invite' });

  await row.getByRole('button', { name: `Delete ${made.code}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete the invitation code ${made.code}?` });
  await expectAccessibleInBothSchemes(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('You have not created any invitation codes yet.')).toBeVisible();
  expect(await api.call('invite/list', {}, bob.token)).toEqual([]);
});

test('/share posts the note prefilled from its query, then offers the way home, light and dark', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  const alice = await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password');

  const query = new URLSearchParams({
    title: 'A fine article',
    text: 'Worth a read',
    url: 'https://example.com/article',
    visibility: 'home',
  });
  await page.goto(`/share?${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Share' })).toBeVisible();
  // The minimal layout: nothing to wander off through in the middle of sharing.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  const text = page.getByRole('textbox', { name: "What's happening?" });
  await expect(text).toHaveValue('A fine article\nWorth a read\nhttps://example.com/article');
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'share' });

  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your note was posted.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the timeline' })).toBeVisible();
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'share-posted' });

  const notes = await api.call<{ text: string; visibility: string }[]>('users/notes', { userId: alice.id });
  expect(notes.map((n) => [n.text, n.visibility])).toEqual([
    ['A fine article\nWorth a read\nhttps://example.com/article', 'home'],
  ]);
  await page.getByRole('link', { name: 'Go to the timeline' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('signing up on a server that is open by invitation takes a code and uses it up', async ({
  page,
  api,
}) => {
  test.slow();
  const admin = await api.createAdmin('alice', 'alice-password');
  await api.call('admin/update-meta', { disableRegistration: true }, admin.token);
  const [ticket] = await api.call<{ id: string; code: string }[]>('admin/invite/create', {}, admin.token);
  if (!ticket) throw new Error('no code made');

  await page.goto('/');
  await page.getByRole('button', { name: 'Sign up' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByLabel('Username').fill('carol');
  await dialog.getByLabel('Password', { exact: true }).fill('carol-password');
  await dialog.getByLabel('Confirm password').fill('carol-password');
  const code = dialog.getByRole('textbox', { name: 'Invitation code' });
  await expect(code).toHaveAccessibleDescription(/by invitation/);
  await code.fill('NOT-A-CODE');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This invitation code is unknown, already used or expired.',
  );
  await expectAccessibleInBothSchemes(page);

  await code.fill(ticket.code);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const [used] = await api.call<{ used: boolean; usedBy: { username: string } | null }[]>(
    'admin/invite/list',
    {},
    admin.token,
  );
  expect(used).toMatchObject({ used: true, usedBy: { username: 'carol' } });
});

test('a note pinned from its menu shows above the profile’s notes, and unpins', async ({ page, api }) => {
  test.slow();
  const { token } = await api.createAdmin('alice', 'alice-password');
  await api.call('notes/create', { text: 'My introduction, pin-worthy' }, token);
  await api.call('notes/create', { text: 'A later everyday note' }, token);
  await signIn(page, api, 'alice', 'alice-password', { at: '/@alice' });
  await expect(page.getByRole('heading', { level: 1, name: 'alice' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pinned notes' })).toHaveCount(0);
  const intro = page.getByRole('article').filter({ hasText: 'My introduction, pin-worthy' }).first();
  await intro.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Pin to profile' }).click();

  const pinned = page.getByRole('region', { name: 'Pinned notes' });
  await expect(pinned.getByRole('article')).toHaveCount(1);
  await expect(pinned.getByRole('article')).toContainText('My introduction, pin-worthy');
  await expectAccessibleInBothSchemes(page);

  // Kept by the server: after a reload it is still there, and its menu offers to unpin.
  await page.reload();
  await expect(pinned.getByRole('article')).toContainText('My introduction, pin-worthy');
  await pinned.getByRole('article').getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Unpin from profile' }).click();
  await expect(pinned).toHaveCount(0);
});

test('a suggested user’s profile shows their pinned note and takes a personal memo, light and dark', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  const { createdNote } = await api.call<{ createdNote: { id: string } }>(
    'notes/create',
    { text: 'About me: I bake bread' },
    bob.token,
  );
  await api.call('notes/create', { text: 'Hello from bob' }, bob.token);
  await api.call('i/pin', { noteId: createdNote.id }, bob.token);
  await signIn(page, api, 'alice', 'alice-password');

  // Bob, active and not yet followed, is suggested on the explore page's users tab.
  await page.goto('/explore#users');
  const suggested = page.getByRole('region', { name: 'Suggested for you' });
  await suggested.getByRole('link', { name: 'bob', exact: true }).click();
  await expect(page).toHaveURL(/\/@bob$/);
  const pinned = page.getByRole('region', { name: 'Pinned notes' });
  await expect(pinned.getByRole('article')).toContainText('About me: I bake bread');
  // Without a memo the profile offers a small button; it opens the field, focused.
  await page.getByRole('button', { name: 'Add a personal memo' }).click();
  const memo = page.getByRole('textbox', { name: 'Personal memo' });
  await expect(memo).toBeFocused();
  await expect(memo).toHaveAccessibleDescription('Only you can see this.');
  await memo.fill('Met at the spring meetup');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Memo saved' })).toBeVisible();
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'profile-pinned-memo' });

  await page.reload();
  await expect(memo).toHaveValue('Met at the spring meetup');
  // Bob sees no memo about himself, and the server tells nobody else.
  const seen = await api.call<{ memo: string | null }>('users/show', { username: 'bob' }, bob.token);
  expect(seen.memo).toBeNull();
});

test('/share attaches the files named by fileIds and replies to replyId', async ({ page, api }) => {
  test.slow();
  const alice = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  const file = await api.upload(alice.token, {
    name: 'sunset.png',
    bytes: solidPng(24, [240, 120, 40]),
    type: 'image/png',
  });
  const { createdNote: original } = await api.call<{ createdNote: { id: string } }>(
    'notes/create',
    { text: 'What a view' },
    bob.token,
  );
  await signIn(page, api, 'alice', 'alice-password');

  await page.goto(
    `/share?${new URLSearchParams({ text: 'Mine too', fileIds: file.id, replyId: original.id })}`,
  );
  await expect(page.getByRole('region', { name: 'Attached files' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('What a view')).toBeVisible();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your note was posted.' })).toBeVisible();

  const [reply] = await api.call<{ text: string; replyId: string; fileIds: string[] }[]>('notes/children', {
    noteId: original.id,
  });
  expect(reply).toMatchObject({ replyId: original.id, fileIds: [file.id] });
  expect(reply?.text).toContain('Mine too');
});
