import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectSplashDismissed, type InstanceApi, signIn, test } from './fixtures';

type Created = { createdNote: { id: string } };
type Uploaded = { id: string; name: string; isSensitive: boolean };

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A valid RGB PNG of one colour with a lighter diagonal band, so screenshots show the image. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const band = Math.abs(x / width - y / height) < 0.12 ? 70 : 0;
      rows.set([Math.min(255, r + band), Math.min(255, g + band), Math.min(255, b + band)], row + 1 + x * 3);
    }
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ]);
}

const COLOURS: Array<[string, [number, number, number]]> = [
  ['red.png', [200, 60, 60]],
  ['blue.png', [50, 90, 190]],
  ['green.png', [40, 150, 90]],
  ['amber.png', [210, 160, 40]],
];

async function uploadImages(
  api: InstanceApi,
  token: string,
  count: number,
  fields: Record<string, string> = {},
) {
  const files: Uploaded[] = [];
  for (const [name, colour] of COLOURS.slice(0, count))
    files.push(
      await api.upload<Uploaded>(token, { name, bytes: png(320, 200, colour), type: 'image/png' }, fields),
    );
  return files;
}

async function postWith(api: InstanceApi, token: string, files: Uploaded[], text = 'Some pictures') {
  const { createdNote } = await api.call<Created>(
    'notes/create',
    { text, fileIds: files.map((file) => file.id), visibility: 'public' },
    token,
  );
  return createdNote.id;
}

function mainNote(page: Page, author: string) {
  return page
    .getByRole('article', { name: `Note by ${author}` })
    .filter({ visible: true })
    .first();
}

/** Saves a screenshot to SHIORI_SCREENSHOT_DIR (for looking at), else to the test's output. */
async function shot(target: Page | ReturnType<Page['locator']>, file: string) {
  const dir = process.env.SHIORI_SCREENSHOT_DIR;
  await target.screenshot({ path: dir ? `${dir}/${file}` : test.info().outputPath(file) });
}

/** Writes a device setting where the settings store keeps it, then reloads so it applies. */
async function setDeviceSetting(page: Page, key: string, value: unknown) {
  await page.evaluate(
    ([name, stored]) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('shiori-settings', 1);
        request.onupgradeneeded = () => request.result.createObjectStore('values');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const transaction = request.result.transaction('values', 'readwrite');
          transaction.objectStore('values').put(stored, `device\u0000${name}`);
          transaction.oncomplete = () => {
            request.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    [key, value] as const,
  );
  await page.reload();
}

test('an image opens the gallery under #pswp, and Back closes it on the same note page', async ({
  page,
  api,
}) => {
  const alice = await api.createAdmin('alice', 'alice-password');
  const noteId = await postWith(api, alice.token, await uploadImages(api, alice.token, 2));
  await signIn(page, api, 'alice', 'alice-password', { at: `/notes/${noteId}` });
  const note = mainNote(page, 'alice');
  await expect(note.getByRole('img', { name: 'red.png' })).toBeVisible();
  await expectAccessible(page);

  // Keyboard: the image is a button; Enter opens the gallery at that image.
  await note.getByRole('button', { name: 'red.png', exact: true }).focus();
  await page.keyboard.press('Enter');
  const gallery = page.getByRole('dialog', { name: 'Image gallery' });
  await expect(gallery).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/notes/${noteId}#pswp$`));
  await expect(gallery.getByRole('button', { name: 'Close gallery' })).toBeVisible();
  await shot(page, 'media-gallery.png');

  await page.goBack();
  await expect(gallery).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/notes/${noteId}$`));
  await expect(note.getByRole('img', { name: 'blue.png' })).toBeVisible();

  // Closing with its button drops the #pswp entry too, so Back then leaves the note page.
  await note.getByRole('button', { name: 'blue.png', exact: true }).click();
  await expect(gallery).toBeVisible();
  await expect(page).toHaveURL(/#pswp$/);
  await expect(gallery).not.toHaveAttribute('aria-busy', 'true');
  await gallery.getByRole('button', { name: 'Close gallery' }).click();
  await expect(gallery).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/notes/${noteId}$`));
});

test('a sensitive image stays covered until revealed, with a confirmation when asked for', async ({
  page,
  api,
}) => {
  const alice = await api.createAdmin('alice', 'alice-password');
  const noteId = await postWith(
    api,
    alice.token,
    await uploadImages(api, alice.token, 1, { isSensitive: 'true' }),
  );
  await signIn(page, api, 'alice', 'alice-password');
  await setDeviceSetting(page, 'confirmWhenRevealingSensitiveMedia', true);
  await page.goto(`/notes/${noteId}`);
  const note = mainNote(page, 'alice');
  const cover = note.getByRole('button', { name: /Sensitive content.*Show media/ });
  await expect(cover).toBeVisible();
  await expect(note.getByRole('img', { name: 'red.png' })).toHaveCount(0);
  await shot(note, 'media-sensitive-cover.png');

  await cover.click();
  const confirm = page.getByRole('dialog', { name: 'Show sensitive media?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(note.getByRole('img', { name: 'red.png' })).toHaveCount(0);

  await cover.click();
  await confirm.getByRole('button', { name: 'Show it' }).click();
  await expect(note.getByRole('img', { name: 'red.png' })).toBeVisible();
  await expectAccessible(page);

  await note.getByRole('button', { name: 'Hide media' }).click();
  await expect(note.getByRole('img', { name: 'red.png' })).toHaveCount(0);
  await expect(cover).toBeVisible();
});

test('a moderator marks another user’s image sensitive from its media menu', async ({ page, api }) => {
  await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  const [file] = await uploadImages(api, bob.token, 1);
  const noteId = await postWith(api, bob.token, file ? [file] : [], 'My red square');
  await signIn(page, api, 'alice', 'alice-password', { at: `/notes/${noteId}` });
  const note = mainNote(page, 'bob');
  await note.getByRole('button', { name: 'Options for red.png' }).click();
  const menu = page.getByRole('menu', { name: 'Options for red.png' });
  await expect(menu.getByRole('menuitem', { name: 'File details' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Mark as sensitive' }).click();
  await expect(note.getByRole('button', { name: /Sensitive content/ })).toBeVisible();
  const stored = await api.call<Uploaded>('drive/files/show', { fileId: file?.id }, bob.token);
  expect(stored.isSensitive).toBe(true);

  // The moderation view of the file names its owner.
  await note.getByRole('button', { name: 'Options for red.png' }).click();
  await page.getByRole('menuitem', { name: 'Open file in moderation view' }).click();
  await expect(page.getByRole('heading', { name: 'File moderation' })).toBeVisible();
  await expect(page.getByRole('link', { name: /@bob/ }).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('switch', { name: /Sensitive/ })).toBeChecked();
});

test('the owner opens the file page from the media menu and renames the file', async ({ page, api }) => {
  const alice = await api.createAdmin('alice', 'alice-password');
  const noteId = await postWith(api, alice.token, await uploadImages(api, alice.token, 1));
  await signIn(page, api, 'alice', 'alice-password', { at: `/notes/${noteId}` });
  await mainNote(page, 'alice').getByRole('button', { name: 'Options for red.png' }).click();
  await page.getByRole('menuitem', { name: 'File details' }).click();
  await expect(page.getByRole('heading', { name: 'File details' })).toBeVisible();
  await expect(page.getByText('320 × 200 px')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'media-file-page.png');

  await page.getByRole('button', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename file' });
  await dialog.getByRole('textbox', { name: 'New name' }).fill('crimson.png');
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText('crimson.png').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'File details' })).toBeVisible();
  await expect(page.getByText('crimson.png').first()).toBeVisible();
});

test('the media grid lays out one, two and four images', async ({ page, api }, testInfo) => {
  // Six page loads and twelve pictures on a shared, slow machine: more than the default minute.
  test.setTimeout(180_000);
  const alice = await api.createAdmin('alice', 'alice-password');
  const images = await uploadImages(api, alice.token, 4);
  const notes = {
    one: await postWith(api, alice.token, images.slice(0, 1), 'One picture'),
    two: await postWith(api, alice.token, images.slice(0, 2), 'Two pictures'),
    four: await postWith(api, alice.token, images, 'Four pictures'),
  };
  await signIn(page, api, 'alice', 'alice-password');
  const dir = process.env.SHIORI_SCREENSHOT_DIR;
  // Each note is loaded once per width and photographed in both schemes (the grid does not
  // depend on the scheme; a load per scheme had doubled the test's time).
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    for (const [name, noteId] of Object.entries(notes)) {
      await page.goto(`/notes/${noteId}`);
      const note = mainNote(page, 'alice');
      await expect(note.getByRole('img', { name: 'red.png' })).toBeVisible();
      await expectSplashDismissed(page);
      // Two images sit side by side; four make two rows of two.
      if (name !== 'one') {
        const red = await note.getByRole('img', { name: 'red.png' }).boundingBox();
        const blue = await note.getByRole('img', { name: 'blue.png' }).boundingBox();
        expect(Math.abs((red?.y ?? 0) - (blue?.y ?? 1))).toBeLessThan(1);
        expect(blue?.x ?? 0).toBeGreaterThan(red?.x ?? 0);
      }
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await expect(page.locator('html')).toHaveAttribute('data-color-scheme', colorScheme);
        const file = `media-${name}-${width}-${colorScheme}.png`;
        await note.screenshot({
          path: dir ? `${dir}/${file}` : testInfo.outputPath(file),
          animations: 'disabled',
        });
      }
      await page.emulateMedia({ colorScheme: 'light' });
    }
  }
});
