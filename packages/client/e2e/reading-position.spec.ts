import type { Page } from '@playwright/test';
import { expect, expectAccessible, type InstanceApi, signIn, test } from './fixtures';

/** Axe in both colour schemes, and screenshots at a phone's and a desktop's width in each. */
async function checkLooks(page: Page, name: string, outputPath: (file: string) => string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveCSS('color-scheme', colorScheme);
    await expectAccessible(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: outputPath(`${name}-${width}-${colorScheme}.png`) });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Scrolls down as a reader does until `text`'s note is on screen, then puts it at the top. */
async function readUpTo(page: Page, text: string) {
  const feed = page.getByRole('region', { name: 'Notes' });
  const target = feed.getByText(text, { exact: true });
  for (let i = 0; i < 30 && !(await target.isVisible()); i += 1) await page.mouse.wheel(0, 400);
  // The list corrects the offset as rows above are measured: place the note until it stays.
  const article = feed.getByRole('article').filter({ has: page.getByText(text, { exact: true }) });
  await expect
    .poll(() =>
      article.evaluate(async (element) => {
        element.scrollIntoView({ block: 'start' });
        window.scrollBy(0, 5);
        await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
        return Math.round(element.getBoundingClientRect().top);
      }),
    )
    .toBe(-5);
}

/** The position this device keeps for the reader: waits until it names `noteId`. */
async function expectSavedAt(page: Page, noteId: string) {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('readingPositions') ?? ''))
    .toContain(`"id":"${noteId}"`);
}

/**
 * Alice with `count` notes ("Note number 1" oldest), signed in on her home timeline, which
 * shows the newest. Returns her token and the notes' ids by number.
 */
async function aliceReadingHome(page: Page, api: InstanceApi, count: number) {
  const { token } = await api.createAdmin('alice', 'alice-password');
  const ids: string[] = [];
  for (let n = 1; n <= count; n += 1) {
    const { createdNote } = await api.call<{ createdNote: { id: string } }>(
      'notes/create',
      { text: `Note number ${n}` },
      token,
    );
    ids[n] = createdNote.id;
  }
  await signIn(page, api, 'alice', 'alice-password');
  await page.getByRole('tab', { name: 'Home' }).click();
  const feed = page.getByRole('region', { name: 'Notes' });
  await expect(feed.getByText(`Note number ${count}`, { exact: true })).toBeVisible();
  return { token, ids, feed };
}

test('a timeline opens where the reader left off, after a reload and in a new tab, unless turned off', async ({
  page,
  context,
  api,
}, testInfo) => {
  test.slow();
  const { token, ids, feed } = await aliceReadingHome(page, api, 40);

  // Read down to note 25; two notes are posted meanwhile; the page is reloaded.
  await readUpTo(page, 'Note number 25');
  await expectSavedAt(page, ids[25] ?? '');
  await api.call('notes/create', { text: 'Posted while away 1' }, token);
  const { createdNote: newest } = await api.call<{ createdNote: { id: string } }>(
    'notes/create',
    { text: 'Posted while away 2' },
    token,
  );
  await page.reload();

  // The list opens at note 25, with the 15 notes after it and the 2 new ones counted above.
  const newer = page.getByRole('button', { name: '17 new notes' });
  await expect(newer).toBeVisible();
  await expect(feed.getByRole('article').first()).toContainText('Note number 25');
  await expect(feed.getByText('Note number 25', { exact: true })).toBeInViewport();
  await expect(feed.getByText('Note number 26', { exact: true })).toHaveCount(0);
  await checkLooks(page, 'reading-position', (file) => testInfo.outputPath(file));

  // The button puts them on top.
  await newer.click();
  await expect(feed.getByRole('article').first()).toContainText('Posted while away 2');
  await expect(feed.getByText('Posted while away 2', { exact: true })).toBeInViewport();
  await expect(newer).toHaveCount(0);
  await expectSavedAt(page, newest.id);

  // Read down to note 30, close the tab, open a new one: it opens there.
  await readUpTo(page, 'Note number 30');
  await expectSavedAt(page, ids[30] ?? '');
  const next = await context.newPage();
  await page.close();
  await next.goto('/');
  const nextFeed = next.getByRole('region', { name: 'Notes' });
  await expect(next.getByRole('button', { name: '12 new notes' })).toBeVisible();
  await expect(nextFeed.getByRole('article').first()).toContainText('Note number 30');

  // Turned off, timelines open at the newest note.
  await next.goto('/settings/general');
  await next.getByRole('checkbox', { name: 'Open timelines where I left off' }).uncheck();
  await expect(next.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  const third = await context.newPage();
  await third.goto('/settings/general');
  await expect(third.getByRole('checkbox', { name: 'Open timelines where I left off' })).not.toBeChecked();
  await third.goto('/');
  const thirdFeed = third.getByRole('region', { name: 'Notes' });
  await expect(thirdFeed.getByRole('article').first()).toContainText('Posted while away 2');
  await expect(third.getByRole('button', { name: /new notes?$/ })).toHaveCount(0);
});

test('a remembered note that was deleted opens the timeline at the top', async ({ page, api }) => {
  const { token, ids, feed } = await aliceReadingHome(page, api, 30);
  await readUpTo(page, 'Note number 15');
  await expectSavedAt(page, ids[15] ?? '');
  await api.call('notes/delete', { noteId: ids[15] }, token);
  await page.reload();
  await expect(feed.getByRole('article').first()).toContainText('Note number 30');
  await expect(page.getByRole('button', { name: /new notes?$/ })).toHaveCount(0);
});
