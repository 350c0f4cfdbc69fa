import { expect, scanAndPhotograph, signIn, test } from './fixtures';

// Issue 22's behaviour settings seen where they act: the home page without its post form and
// without infinite scroll (older notes only by Load more), and grouped notifications.
test('the home page without its post form and infinite scroll, and grouped notifications', async ({
  page,
  api,
}, testInfo) => {
  const bob = await api.signup('bob', 'bob-password');
  const alice = await api.signup('alice', 'alice-password');
  const carol = await api.signup('carol', 'carol-password');
  // 24 notes: the home timeline's first page holds 20, so the oldest four need Load more.
  for (let n = 1; n <= 24; n += 1) await api.call('notes/create', { text: `Daily note ${n}` }, bob.token);
  const { createdNote } = await api.call<{ createdNote: { id: string } }>(
    'notes/create',
    { text: 'Group my reactions' },
    bob.token,
  );
  await api.call('notes/reactions/create', { noteId: createdNote.id, reaction: '👍' }, alice.token);
  await api.call('notes/reactions/create', { noteId: createdNote.id, reaction: '🎉' }, carol.token);
  await signIn(page, api, 'bob', 'bob-password');
  await expect(page.getByRole('textbox', { name: "What's happening?" })).toBeVisible();

  await page.goto('/settings/general');
  const section = page.getByRole('region', { name: 'Timelines and notifications' });
  await expect(section).toBeVisible();
  for (const name of ['Post form above the home timeline', 'Load older notes automatically']) {
    const toggle = section.getByRole('checkbox', { name });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
  }
  await expect(section.getByRole('checkbox', { name: 'Group notifications' })).toBeChecked();
  await scanAndPhotograph(page, testInfo, 'settings-general-behaviour');

  // Older pages asked for (untilId) are counted from here on.
  let olderPages = 0;
  page.on('request', (request) => {
    if (/\/api\/notes\/[a-z-]*timeline$/.test(request.url()) && request.postData()?.includes('untilId'))
      olderPages += 1;
  });
  await page.goto('/');
  await expect(page.getByRole('article').filter({ hasText: 'Group my reactions' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: "What's happening?" })).toHaveCount(0);
  const loadMore = page.getByRole('button', { name: 'Load more' });
  // The list's footer is drawn again whenever the list is (the account read after start-up, a
  // note arriving): scroll to the button until one stays.
  await expect(async () => {
    await loadMore.scrollIntoViewIfNeeded({ timeout: 1000 });
    await expect(loadMore).toBeInViewport({ timeout: 500 });
  }).toPass();
  // Two frames at the end of the list: an infinite list would have asked for the next page.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
  expect(olderPages).toBe(0);
  const oldNote = page.getByText('Daily note 2', { exact: true });
  await expect(oldNote).toHaveCount(0);
  await loadMore.click();
  // The list draws only the notes near the screen: scroll on until the older page's note is drawn.
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
    await expect(oldNote).toBeVisible({ timeout: 500 });
  }).toPass();
  expect(olderPages).toBe(1);

  await page.goto('/my/notifications');
  const group = page.getByRole('listitem').filter({ hasText: '2 reactions' });
  await expect(group).toBeVisible();
  const people = group.getByRole('list', { name: 'Reactions by' });
  await expect(people.getByRole('link')).toHaveCount(2);
  await expect(people.getByRole('img', { name: /🎉/ })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'notifications-grouped');
});
