import type { Page } from '@playwright/test';
import { expect, expectAccessible, photosWanted, signIn, solidPng, test } from './fixtures';

/** Axe in both colour schemes, and screenshots at a phone's and a desktop's width in each. */
async function checkLooks(page: Page, name: string, outputPath: (file: string) => string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page);
    for (const width of photosWanted ? [390, 1280] : []) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: outputPath(`${name}-${width}-${colorScheme}.png`) });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a channel made in the UI gets a note that arrives live in another browser with the channel open', async ({
  page,
  browser,
  api,
}, testInfo) => {
  test.slow();
  const out = (file: string) => testInfo.outputPath(file);
  await api.createAdmin('alice', 'alice-password');
  await api.signup('bob', 'bob-password');
  await signIn(page, api, 'alice', 'alice-password');

  // The navigation's Channels entry leads to the channel list.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Channels' }).click();
  await expect(page).toHaveURL(/\/channels$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Channels' })).toBeVisible();
  await expect(page.getByText('No channels here yet.')).toBeVisible();

  await page.getByRole('link', { name: 'New channel' }).click();
  await expect(page).toHaveURL(/\/channels\/new$/);
  await page.getByRole('textbox', { name: 'Name' }).fill('Cat lovers');
  await page.getByRole('textbox', { name: 'Description' }).fill('Everything about cats.');
  await page.getByLabel('Upload a banner').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: Buffer.from(solidPng(64, [200, 120, 40])),
  });
  await expect(page.getByRole('img', { name: 'Banner preview' })).toBeVisible();
  await checkLooks(page, 'channel-new', out);
  await page.getByRole('button', { name: 'Create channel' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Cat lovers' })).toBeVisible();
  await expect(page).toHaveURL(/\/channels\/[a-z0-9]+$/);
  const channelUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('paragraph').filter({ hasText: 'Everything about cats.' })).toBeVisible();

  // Bob has the channel open in a browser of his own before anything is posted.
  const bobContext = await browser.newContext({ baseURL: api.origin });
  const bobPage = await bobContext.newPage();
  await signIn(bobPage, api, 'bob', 'bob-password');
  await bobPage.goto(channelUrl);
  await expect(bobPage.getByRole('heading', { level: 1, name: 'Cat lovers' })).toBeVisible();
  await expect(bobPage.getByRole('status', { name: 'Live updates' }).first()).toHaveAttribute(
    'data-state',
    'connected',
  );
  // The channel's timeline has loaded (empty) before anything is posted.
  await expect(bobPage.getByRole('status').filter({ hasText: 'No notes' })).toBeVisible();

  // Alice posts with the composer of the channel page: it targets the channel.
  const composer = page.getByRole('form', { name: 'New note' }).filter({ visible: true });
  await expect(composer.getByRole('button', { name: /Cat lovers/ })).toBeDisabled();
  await composer.getByRole('textbox', { name: "What's happening?" }).fill('Hello from the cat channel');
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('article').filter({ hasText: 'Hello from the cat channel' })).toBeVisible();
  const noteLink = await page
    .getByRole('article')
    .filter({ hasText: 'Hello from the cat channel' })
    .getByRole('link', { name: /ago|now/ })
    .getAttribute('href');
  expect(noteLink).toMatch(/^\/notes\/[a-z0-9]+$/);

  const arrived = bobPage.getByRole('article').filter({ hasText: 'Hello from the cat channel' });
  await expect(arrived).toBeVisible();
  await expect(arrived.getByRole('link', { name: 'Channel: Cat lovers' })).toBeVisible();

  // Bob follows and favorites it; both show on his channel list tabs.
  await bobPage.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(bobPage.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await bobPage.getByRole('button', { name: 'Favorite', exact: true }).click();
  await expect(bobPage.getByRole('button', { name: 'Unfavorite' })).toBeVisible();
  await bobPage.getByRole('button', { name: 'Mute channel' }).click();
  await expect(bobPage.getByRole('button', { name: 'Unmute channel' })).toBeVisible();
  await bobPage.goto('/channels#following');
  await expect(bobPage.getByRole('link', { name: 'Cat lovers' })).toBeVisible();
  await bobPage
    .getByRole('navigation', { name: 'Channel lists' })
    .getByRole('link', { name: 'Favorites' })
    .click();
  await expect(bobPage.getByRole('link', { name: 'Cat lovers' })).toBeVisible();
  // Only the owner edits: Bob is told so.
  await bobPage.goto(`${channelUrl}/edit`);
  await expect(bobPage.getByText("Only the channel's owner can edit it.")).toBeVisible();
  await bobContext.close();

  await page.reload();
  await expect(page.getByText('1 note', { exact: true })).toBeVisible();
  await checkLooks(page, 'channel-page', out);

  // The owner renames it; the list's featured tab shows it with its new name.
  await page.getByRole('link', { name: 'Edit channel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit channel' })).toBeVisible();
  await checkLooks(page, 'channel-edit', out);
  await page.getByRole('textbox', { name: 'Name' }).fill('Cats and kittens');
  // A note is pinned by its link, as copied from the note.
  await page.getByRole('textbox', { name: 'Pinned notes' }).fill(`${api.origin}${noteLink}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cats and kittens' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Pinned notes' })
      .getByRole('article')
      .filter({ hasText: 'Hello from the cat channel' }),
  ).toBeVisible();
  await page.goto('/channels');
  await expect(page.getByRole('link', { name: 'Cats and kittens' })).toBeVisible();
  await checkLooks(page, 'channels-list', out);
  await page.getByRole('navigation', { name: 'Channel lists' }).getByRole('link', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search channels' }).fill('kittens');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Cats and kittens' })).toBeVisible();
  await checkLooks(page, 'channels-search', out);

  // A visitor reads the channel and its notes, without a composer or the account's buttons.
  const visitorContext = await browser.newContext({ baseURL: api.origin });
  const visitor = await visitorContext.newPage();
  await visitor.goto(channelUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Cats and kittens' })).toBeVisible();
  await expect(
    visitor
      .getByRole('region', { name: 'Notes in Cats and kittens' })
      .getByRole('article')
      .filter({ hasText: 'Hello from the cat channel' }),
  ).toBeVisible();
  await expect(visitor.getByRole('form', { name: 'New note' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);
  await checkLooks(visitor, 'channel-visitor', out);
  await visitorContext.close();
});
