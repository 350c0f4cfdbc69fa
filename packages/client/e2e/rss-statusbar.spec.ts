import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect, scanAndPhotograph, signIn } from './fixtures';
import { type LocalInstance, startInstance } from './instance';

const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Harbour news</title><link>https://harbour.example/</link>
  <item><title>Ferry runs late</title><link>https://harbour.example/ferry</link><guid>ferry</guid></item>
  <item><title>Lighthouse lamp replaced</title><link>https://harbour.example/lamp</link><guid>lamp</guid></item>
  <item><title>Sneaky item</title><link>javascript:alert(1)</link><guid>sneaky</guid></item>
</channel></rss>`;

/**
 * The instance in its test configuration for feeds (loopback allowed to fetch-rss; the guard
 * refuses it otherwise), and a feed host on loopback.
 */
const test = base.extend<{ instance: LocalInstance; feedUrl: string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  instance: async ({}, use) => {
    const instance = await startInstance({ env: { SHIORI_TEST_RSS_LOOPBACK: '1' } });
    await use(instance);
    await instance.stop();
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  feedUrl: async ({}, use) => {
    const server: Server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(FEED);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  },
});

test('an RSS widget, an RSS ticker and an RSS status bar read a feed through the server, and stay after a reload', async ({
  page,
  api,
  feedUrl,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password');
  const side = page.getByRole('complementary', { name: 'Side column' });

  // Two widgets, each pointed at the feed in its settings dialog.
  for (const name of ['RSS feed', 'RSS ticker']) {
    await side.getByRole('button', { name: 'Add widget' }).click();
    await page.getByRole('menuitem', { name, exact: true }).click();
    const widget = side.getByRole('region', { name, exact: true });
    await expect(widget.getByText('No feed address set yet.')).toBeVisible();
    await widget.getByRole('button', { name: `${name} options` }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: `${name} settings` });
    await dialog.getByLabel('Feed address').fill(feedUrl);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }
  const rss = side.getByRole('region', { name: 'RSS feed', exact: true });
  await expect(rss.getByRole('link', { name: 'Ferry runs late' })).toHaveAttribute(
    'href',
    'https://harbour.example/ferry',
  );
  await expect(rss.getByRole('link', { name: 'Lighthouse lamp replaced' })).toBeVisible();
  // A javascript: link is shown as text, never as a link.
  await expect(rss.getByText('Sneaky item')).toBeVisible();
  await expect(rss.getByRole('link', { name: 'Sneaky item' })).toHaveCount(0);
  // The ticker's second copy (which closes the loop) is hidden: each title is one link.
  await expect(
    side
      .getByRole('region', { name: 'RSS ticker', exact: true })
      .getByRole('link', { name: 'Ferry runs late' }),
  ).toHaveCount(1);

  // A status bar: added, given a type and the feed, made large on black.
  await page.goto('/settings/statusbar');
  await expect(page.getByRole('heading', { level: 1, name: 'Status bars' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Status bars' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('No status bars yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a status bar' }).click();
  const editor = page.getByRole('region', { name: 'Status bar 1: Status bars' });
  await editor.getByLabel('Type').selectOption('rss');
  const news = page.getByRole('region', { name: 'Status bar 1: News' });
  await news.getByLabel('Feed address').fill(feedUrl);
  await news.getByLabel('Feed address').press('Enter');
  await news.getByLabel('Size').selectOption('large');
  await news.getByRole('switch', { name: 'Black background' }).click();
  await expect(news.getByRole('switch', { name: 'Black background' })).toBeChecked();
  const bar = page.getByRole('region', { name: 'Status bar: News' });
  await expect(bar.getByRole('link', { name: 'Lighthouse lamp replaced' })).toHaveAttribute(
    'href',
    'https://harbour.example/lamp',
  );
  await expect(bar).toHaveAttribute('data-size', 'large');
  await scanAndPhotograph(page, testInfo, 'statusbar-settings');

  // After a reload: the widgets and the bar are still there, still reading the feed.
  await page.reload();
  await expect(rss.getByRole('link', { name: 'Ferry runs late' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Ferry runs late' })).toHaveCount(1);
  await expect(news.getByLabel('Feed address')).toHaveValue(feedUrl);

  // Reduced motion: the bar's items stand still in a row one scrolls by hand (and by keyboard).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const still = bar.getByRole('region', { name: 'News' });
  await expect(still).toHaveAttribute('tabindex', '0');
  await expect(still.getByRole('link', { name: 'Ferry runs late' })).toBeVisible();

  // On a phone the bar sits above the bottom navigation, not under it.
  await page.setViewportSize({ width: 390, height: 800 });
  const bottomNav = page.getByRole('navigation', { name: 'Shortcuts' });
  await expect(bottomNav).toBeVisible();
  await expect(bar).toBeInViewport();
  const barBox = await bar.boundingBox();
  const navBox = await bottomNav.boundingBox();
  expect(barBox && navBox && barBox.y + barBox.height <= navBox.y + 1).toBe(true);

  // Removed: the bar leaves the screen.
  await page.setViewportSize({ width: 1280, height: 900 });
  await news.getByRole('button', { name: 'Remove Status bar 1: News' }).click();
  await expect(bar).toHaveCount(0);
  await expect(page.getByText('No status bars yet.')).toBeVisible();
});
