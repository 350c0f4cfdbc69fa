import { expect, expectAccessible, signIn, test } from './fixtures';

test('the home timeline: sources, filters, live notes without a jump, and the reading position', async ({
  page,
  api,
}) => {
  const alice = await api.createAdmin('alice', 'alice-password');
  for (let n = 1; n <= 40; n += 1) await api.call('notes/create', { text: `Note number ${n}` }, alice.token);
  await signIn(page, api, 'alice', 'alice-password');

  await expect(page.getByRole('tab', { name: 'Home' })).toBeVisible();
  await page.getByRole('tab', { name: 'Home' }).click();
  await expect(page.getByText('Note number 40', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The filter menu has the five switches with their defaults.
  await page.getByRole('button', { name: 'Timeline filters' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Show replies' })).toBeChecked();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Only notes with files' })).not.toBeChecked();
  await page.keyboard.press('Escape');

  // Older notes load on scroll; the list stays virtualized (a bounded number of rows).
  const feed = page.getByRole('region', { name: 'Notes' });
  for (let i = 0; i < 12; i += 1) await page.mouse.wheel(0, 1500);
  await expect(page.getByText('Note number 1', { exact: true })).toBeVisible();
  expect(await feed.getByRole('article').count()).toBeLessThan(40);

  // Scrolled down, a new note does not move what the reader sees; a button offers it.
  // Back up a little, as a reader would, until an earlier note is on screen again.
  const anchor = page.getByText('Note number 10', { exact: true });
  for (let i = 0; i < 20 && !(await anchor.isVisible()); i += 1) await page.mouse.wheel(0, -300);
  await anchor.scrollIntoViewIfNeeded();
  const before = (await anchor.boundingBox())?.y ?? 0;
  await api.call('notes/create', { text: 'A fresh note' }, alice.token);
  const newNotes = page.getByRole('button', { name: 'New notes' });
  await expect(newNotes).toBeVisible();
  expect(Math.abs(((await anchor.boundingBox())?.y ?? 0) - before)).toBeLessThan(4);
  await newNotes.click();
  await expect(page.getByText('A fresh note', { exact: true })).toBeVisible();

  // Going to a note and back keeps the reading position.
  const target = page.getByText('Note number 25', { exact: true }).filter({ visible: true });
  for (let i = 0; i < 20 && !(await target.isVisible()); i += 1) await page.mouse.wheel(0, 300);
  // Into the middle of the window: "if needed" may leave it at the bottom edge (a row built
  // below the window counts as visible), where the small wheel step below pushes it out.
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.mouse.wheel(0, -150);
  await expect(target).toBeInViewport();
  const y = (await target.boundingBox())?.y ?? 0;
  await page.getByRole('article').filter({ has: target }).locator('a[href^="/notes/"]').first().click();
  await expect(page).toHaveURL(/\/notes\//);
  await page.goBack();
  await expect(target).toBeInViewport();
  await page.waitForTimeout(300);
  expect(Math.abs(((await target.boundingBox())?.y ?? 0) - y)).toBeLessThan(40);
});

test('favorites list the notes marked as favorite', async ({ page, api }) => {
  const alice = await api.createAdmin('alice', 'alice-password');
  const { createdNote } = await api.call<{ createdNote: { id: string } }>(
    'notes/create',
    { text: 'Worth keeping' },
    alice.token,
  );
  await api.call('notes/create', { text: 'Not a favorite' }, alice.token);
  await api.call('notes/favorites/create', { noteId: createdNote.id }, alice.token);
  await signIn(page, api, 'alice', 'alice-password', { at: '/my/favorites' });
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  await expect(page.getByText('Worth keeping', { exact: true })).toBeVisible();
  await expect(page.getByText('Not a favorite', { exact: true })).toHaveCount(0);
  await expectAccessible(page);
});

test('a returning reader’s first timeline page is asked for once, while the app starts', async ({
  page,
  api,
}) => {
  const alice = await api.createAdmin('alice', 'alice-password');
  await api.call('notes/create', { text: 'Waiting for the reader' }, alice.token);
  await signIn(page, api, 'alice', 'alice-password');

  // The account check (`i`) is held until the timeline's page is asked for, or for 5 s: the
  // page must not wait for the check, and the timeline must then use it, not ask again.
  let releaseCheck = () => {};
  const checkHeld = new Promise<void>((release) => {
    releaseCheck = release;
  });
  let checkAnswered = false;
  await page.route('**/api/i', async (route) => {
    await Promise.race([checkHeld, new Promise((wait) => setTimeout(wait, 5_000))]);
    checkAnswered = true;
    await route.continue();
  });
  const firstPages: Array<{ endpoint: string; beforeCheck: boolean }> = [];
  page.on('request', (request) => {
    const endpoint = /\/api\/(notes\/[a-z-]*timeline)$/.exec(request.url())?.[1];
    if (!endpoint || request.postDataJSON()?.untilId) return;
    firstPages.push({ endpoint, beforeCheck: !checkAnswered });
    releaseCheck();
  });
  await page.reload();
  await expect(page.getByText('Waiting for the reader', { exact: true })).toBeVisible();
  expect(firstPages).toEqual([{ endpoint: expect.any(String), beforeCheck: true }]);
});

test('the notes just below the window are built once the first ones are on screen', async ({ page, api }) => {
  const alice = await api.createAdmin('alice', 'alice-password');
  for (let n = 1; n <= 15; n += 1) await api.call('notes/create', { text: `Story part ${n}` }, alice.token);
  await signIn(page, api, 'alice', 'alice-password');
  await page.getByRole('tab', { name: 'Home' }).click();
  await expect(page.getByText('Story part 15', { exact: true })).toBeVisible();

  // Built ahead while the reader is still at the top, so scrolling down finds them ready.
  const feed = page.getByRole('region', { name: 'Notes' });
  const windowHeight = page.viewportSize()?.height ?? 0;
  await expect
    .poll(async () => {
      const tops = await feed
        .getByRole('article')
        .evaluateAll((articles) => articles.map((article) => article.getBoundingClientRect().top));
      return tops.filter((top) => top > windowHeight).length;
    })
    .toBeGreaterThan(0);
  await page.mouse.wheel(0, windowHeight);
  await expect(page.getByText('Story part 10', { exact: true })).toBeInViewport();
});
