import { expect, expectAccessibleInBothSchemes, signIn, test } from './fixtures';

test('a list made on /my/lists gets a member whose new note arrives live on its timeline, light and dark', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  await api.signup('carol', 'carol-password');
  await api.call('notes/create', { text: 'Written before the list' }, bob.token);

  await signIn(page, api, 'alice', 'alice-password');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lists' }).click();
  await expect(page).toHaveURL(/\/my\/lists$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lists' })).toBeVisible();
  await expect(page.getByText('No lists yet.', { exact: false })).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  await page.getByRole('button', { name: 'New list' }).click();
  const nameDialog = page.getByRole('dialog', { name: 'New list' });
  await nameDialog.getByRole('textbox', { name: 'Name' }).fill('Friends');
  await nameDialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/my\/lists\/[a-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible();
  await expect(page.getByText('No one is on this list yet.')).toBeVisible();

  // Found by search and added; the row then offers removal and the search says so.
  await page.getByRole('searchbox', { name: 'Search people' }).fill('bob');
  const found = page.getByRole('list', { name: 'People found for “bob”' });
  await found
    .getByRole('listitem', { name: /^@bob@/ })
    .getByRole('button', { name: 'Add' })
    .click();
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem', { name: /^@bob@/ })).toBeVisible();
  await expect(found.getByRole('listitem', { name: /^@bob@/ })).toContainText('On the list');
  await expect(members.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('checkbox', { name: 'Pin as a timeline tab' }).check();
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'list-edit' });

  await page.getByRole('link', { name: 'Open timeline' }).click();
  await expect(page).toHaveURL(/\/timeline\/list\/[a-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Written before the list' })).toBeVisible();

  // A member's new note arrives through the userList channel, without a reload; a
  // non-member's does not.
  const carol = await api.call<{ i: string }>('signin-flow', {
    username: 'carol',
    password: 'carol-password',
  });
  await api.call('notes/create', { text: 'Not on the list' }, carol.i);
  await api.call('notes/create', { text: 'Fresh from bob' }, bob.token);
  await expect(page.getByRole('article').filter({ hasText: 'Fresh from bob' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Not on the list' })).toHaveCount(0);
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'list-timeline' });

  // Pinned, the list is a tab of the home timeline.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('tab', { name: 'Friends' }).click();
  await expect(page.getByRole('tab', { name: 'Friends' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article').filter({ hasText: 'Fresh from bob' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Not on the list' })).toHaveCount(0);
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'home-list-tab' });
});

test("a public list's page shows its members and takes a like; the owner deletes it, light and dark", async ({
  page,
  api,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const alice = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  await api.signup('carol', 'carol-password');
  const list = await api.call<{ id: string }>('users/lists/create', { name: 'Cooks' }, alice.token);
  await api.call('users/lists/push', { listId: list.id, userId: bob.id }, alice.token);
  await api.call('users/lists/update', { listId: list.id, isPublic: true }, alice.token);

  // A visitor reads it too (without the signed-in actions).
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/list/${list.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Cooks' })).toBeVisible();
  await expect(
    visitor.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: /^@bob@/ }),
  ).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Like' })).toHaveCount(0);
  await expectAccessibleInBothSchemes(visitor);
  await visitorContext.close();

  // Someone else sees the public page: members, likes, and a copy into their own lists.
  await signIn(page, api, 'carol', 'carol-password', { at: `/list/${list.id}` });
  await expect(page.getByRole('heading', { level: 1, name: 'Cooks' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: /^@bob@/ }),
  ).toBeVisible();
  await expect(page.getByText('1 member · 0 likes')).toBeVisible();
  const like = page.getByRole('button', { name: 'Like' });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 member · 1 like')).toBeVisible();
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'list-public' });

  await page.getByRole('button', { name: 'Copy to my lists' }).click();
  const copyDialog = page.getByRole('dialog', { name: 'Copy to my lists' });
  await copyDialog.getByRole('textbox', { name: 'Name' }).fill('My cooks');
  await copyDialog.getByRole('button', { name: 'Copy to my lists' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My cooks' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: /^@bob@/ }),
  ).toBeVisible();

  // The owner's /my/lists shows it public; deleting asks first.
  await signIn(page, api, 'alice', 'alice-password');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lists' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Cooks' }) });
  await expect(card).toContainText('1 member');
  await expect(card).toContainText('Public');
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'my-lists' });

  await page.getByRole('link', { name: 'Cooks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cooks' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete list' }).click();
  const confirm = page.getByRole('dialog', { name: /Delete the list “Cooks”/ });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cooks' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete list' }).click();
  await confirm.getByRole('button', { name: 'Delete list' }).click();
  await expect(page).toHaveURL(/\/my\/lists$/);
  await expect(page.getByText('No lists yet.', { exact: false })).toBeVisible();
  const gone = await fetch(`${api.origin}/api/users/lists/show`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ listId: list.id, forPublic: true }),
  });
  expect(gone.status).toBe(400);
});
