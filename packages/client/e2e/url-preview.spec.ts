import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect, scanAndPhotograph, signIn, solidPng } from './fixtures';
import { type LocalInstance, startInstance } from './instance';

const PAGE = `<!doctype html><html><head><meta charset="utf-8">
<title>fallback</title>
<meta property="og:title" content="Harbour ferry timetable">
<meta property="og:description" content="Boats leave every &lt;b&gt;hour&lt;/b&gt; from pier 2.">
<meta property="og:image" content="/ferry.png">
<meta property="og:site_name" content="Harbour">
</head><body>Timetable</body></html>`;

/**
 * The instance in its test configuration for URL previews (loopback pages allowed to `/url`; the
 * guard refuses them otherwise), and a page with a picture served on loopback.
 */
const test = base.extend<{ instance: LocalInstance; pageUrl: string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  instance: async ({}, use) => {
    const instance = await startInstance({ env: { SHIORI_TEST_URL_PREVIEW_LOOPBACK: '1' } });
    await use(instance);
    await instance.stop();
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  pageUrl: async ({}, use) => {
    const png = Buffer.from(solidPng(64, [40, 90, 160]));
    const server: Server = createServer((req, res) => {
      if (req.url === '/ferry.png') {
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length }).end(png);
        return;
      }
      const body = Buffer.from(PAGE);
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length })
        .end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}/timetable`);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  },
});

test('a note with a link shows its preview card; with the data saver on for link previews it does not', async ({
  page,
  api,
  pageUrl,
}, testInfo) => {
  const { token } = await api.createAdmin('alice', 'alice-password');
  await api.call('notes/create', { text: `The new timetable: ${pageUrl}` }, token);
  await signIn(page, api, 'alice', 'alice-password');

  const note = page.getByRole('article').filter({ hasText: 'The new timetable' });
  const card = note.getByRole('link', { name: /Harbour ferry timetable/ });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('href', pageUrl);
  await expect(card).toHaveAttribute('rel', /noopener noreferrer/);
  // The page's words are text: the escaped tags show as written, nothing became markup.
  await expect(card).toContainText('Boats leave every <b>hour</b> from pier 2.');
  await expect(card.locator('img[src$="/ferry.png"]')).toHaveJSProperty('naturalWidth', 64);
  // The page has no icon: the guessed /favicon.ico is not found and left out.
  await expect(card.locator('img[src$="/favicon.ico"]')).toHaveCount(0);
  await scanAndPhotograph(page, testInfo, 'url-preview');

  await page.goto('/settings/general');
  const saver = page.getByRole('checkbox', { name: 'Save data on link previews' });
  await saver.click();
  await expect(saver).toBeChecked();
  await page.goto('/');
  await expect(note.getByText('The new timetable')).toBeVisible();
  await expect(note.getByRole('link', { name: pageUrl })).toBeVisible();
  await expect(note.getByRole('link', { name: /Harbour ferry timetable/ })).toHaveCount(0);
});
