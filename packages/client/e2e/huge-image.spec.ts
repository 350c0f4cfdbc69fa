import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectSplashDismissed,
  type InstanceApi,
  signIn,
  solidPng,
  test,
} from './fixtures';

type Uploaded = { id: string; name: string; url: string; thumbnailUrl: string | null };

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * The decompression bomb of issue 18: a valid 20,000 × 20,000 black-and-white PNG of about
 * 76 KB. Decoded by a browser it takes some 1.6 GB; Chromium grew by 800 MB showing it.
 */
function bombPng(side = 20_000): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8), 0xff);
  row[0] = 0;
  const rows = Buffer.alloc(row.length * side);
  for (let y = 0; y < side; y++) row.copy(rows, y * row.length);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

async function postBomb(api: InstanceApi, token: string) {
  const bomb = await api.upload<Uploaded>(token, { name: 'bomb.png', bytes: bombPng(), type: 'image/png' });
  const fine = await api.upload<Uploaded>(token, {
    name: 'fine.png',
    bytes: solidPng(64, [40, 150, 90]),
    type: 'image/png',
  });
  const { createdNote } = await api.call<{ createdNote: { id: string } }>(
    'notes/create',
    { text: 'Two pictures', fileIds: [bomb.id, fine.id], visibility: 'public' },
    token,
  );
  return { bomb, fine, noteId: createdNote.id };
}

/** Every request the page makes for `url` (there must be none: that would decode it). */
function watchRequests(page: Page, url: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url() === url) seen.push(request.url());
  });
  return seen;
}

function mainNote(page: Page) {
  return page.getByRole('article', { name: 'Note by alice' }).filter({ visible: true }).first();
}

async function shot(page: Page | ReturnType<Page['locator']>, file: string) {
  const dir = process.env.SHIORI_SCREENSHOT_DIR;
  await page.screenshot({
    path: dir ? `${dir}/${file}` : test.info().outputPath(file),
    animations: 'disabled',
  });
}

test('a picture too large to decode is a card with an "open original" link, never loaded inline', async ({
  page,
  api,
}) => {
  test.setTimeout(120_000);
  const alice = await api.createAdmin('alice', 'alice-password');
  const { bomb, noteId } = await postBomb(api, alice.token);
  // The instance marks it: its size from the header, and no thumbnail.
  expect(bomb.thumbnailUrl).toBeNull();
  const requested = watchRequests(page, bomb.url);
  await signIn(page, api, 'alice', 'alice-password');

  // In the timeline: the other picture loads, the large one is a card.
  const inTimeline = mainNote(page);
  await expect(inTimeline.getByRole('img', { name: 'fine.png' })).toBeVisible();
  const link = inTimeline.getByRole('link', { name: 'Open original' });
  await expect(link).toHaveAttribute('href', bomb.url);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAccessibleDescription('Opening it can slow down or crash your browser.');
  await expect(inTimeline.getByText('bomb.png', { exact: true })).toBeVisible();
  await expect(inTimeline.getByText(/20,000 × 20,000 px/)).toBeVisible();
  await expect(inTimeline.getByText('Too large to show here')).toBeVisible();

  // The gallery holds only what can be decoded: the fine picture, alone.
  await inTimeline.getByRole('button', { name: 'fine.png', exact: true }).click();
  const gallery = page.getByRole('dialog', { name: 'Image gallery' });
  await expect(gallery).toBeVisible();
  await expect(gallery).not.toHaveAttribute('aria-busy', 'true');
  await expect(gallery.getByRole('button', { name: 'Next image' })).toBeHidden();
  await gallery.getByRole('button', { name: 'Close gallery' }).click();
  await expect(gallery).toHaveCount(0);

  // The owner's file page and the moderation page show the card too.
  await page.goto(`/my/drive/file/${bomb.id}`);
  await expect(page.getByRole('heading', { name: 'File details' })).toBeVisible();
  // The owner's file page also lists the notes carrying the file, each with its own card: the
  // details' card comes first.
  await expect(page.getByRole('link', { name: 'Open original' }).first()).toHaveAttribute('href', bomb.url);
  await page.goto(`/admin/file/${bomb.id}`);
  await expect(page.getByRole('link', { name: 'Open original' })).toHaveAttribute('href', bomb.url);
  expect(requested).toEqual([]);

  // Each page is loaded once per width and checked in both schemes (a load per scheme had
  // doubled this part's time).
  const inBothSchemes = async (check: (colorScheme: 'light' | 'dark') => Promise<void>) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', colorScheme);
      await check(colorScheme);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    await page.goto(`/notes/${noteId}`);
    const note = mainNote(page);
    await expect(note.getByRole('img', { name: 'fine.png' })).toBeVisible();
    await expect(note.getByRole('link', { name: 'Open original' })).toBeVisible();
    await expectSplashDismissed(page);
    await inBothSchemes(async (colorScheme) => {
      await shot(note, `huge-image-note-${width}-${colorScheme}.png`);
      if (width === 1280) await expectAccessible(page);
    });
    if (width === 1280) {
      await page.goto(`/my/drive/file/${bomb.id}`);
      await expect(page.getByRole('link', { name: 'Open original' }).first()).toBeVisible();
      await inBothSchemes(async (colorScheme) => {
        await shot(page, `huge-image-file-page-${colorScheme}.png`);
        await expectAccessible(page);
      });
    }
  }
  expect(requested).toEqual([]);
});
