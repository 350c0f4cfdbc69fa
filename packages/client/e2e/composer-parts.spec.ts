import type { Page } from '@playwright/test';
import { expect, expectAccessible, type InstanceApi, signIn, test } from './fixtures';

const PASSWORD = 'correct horse battery';

type DriveFileInfo = { id: string; name: string; type: string; size: number; properties: { width?: number } };

/** The inline composer at the top of the home page. */
function homeComposer(page: Page) {
  return page.getByRole('form', { name: 'New note' }).filter({ visible: true });
}

/**
 * A PNG drawn by the page's canvas: soft gradients with a little grain, like a screenshot of a
 * photo. PNG stores such an image poorly, which is what shrinking to WebP is for.
 */
async function makePng(page: Page, width: number, height: number, hue: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ width, height, hue }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, `hsl(${hue} 80% 40%)`);
      gradient.addColorStop(1, `hsl(${hue + 120} 80% 60%)`);
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      const pixels = context.getImageData(0, 0, width, height);
      let seed = 42;
      for (let i = 0; i < pixels.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const grain = (seed % 24) - 12;
        pixels.data[i] = Math.max(0, Math.min(255, (pixels.data[i] ?? 0) + grain));
        pixels.data[i + 1] = Math.max(0, Math.min(255, (pixels.data[i + 1] ?? 0) + grain));
      }
      context.putImageData(pixels, 0, 0);
      return canvas.toDataURL('image/png').slice('data:image/png;base64,'.length);
    },
    { width, height, hue },
  );
  return Buffer.from(base64, 'base64');
}

async function setUp(api: InstanceApi, page: Page) {
  const admin = await api.createAdmin('alice', PASSWORD);
  await signIn(page, api, 'alice', PASSWORD);
  return admin;
}

test('a note with a content warning, a poll and two images from the device is posted and shown', async ({
  page,
  api,
}) => {
  const alice = await setUp(api, page);
  const composer = homeComposer(page);
  const [red, blue] = [await makePng(page, 320, 200, 0), await makePng(page, 200, 320, 220)];
  await composer.getByRole('textbox', { name: "What's happening?" }).fill('Two pictures from my walk');
  await composer.getByTestId('composer-file-input').setInputFiles([
    { name: 'red.png', mimeType: 'image/png', buffer: red },
    { name: 'blue.png', mimeType: 'image/png', buffer: blue },
  ]);
  // Both uploads finish and are listed as attachments, counted out of 16.
  const attached = composer.getByRole('region', { name: 'Attached files' });
  await expect(attached.getByRole('button', { name: /^Actions for red\./ })).toBeVisible();
  await expect(attached.getByRole('button', { name: /^Actions for blue\./ })).toBeVisible();
  await expect(attached.getByText('2/16')).toBeVisible();
  await expectAccessible(page);
  // Uploading never disturbs the text being written.
  await expect(composer.getByRole('textbox', { name: "What's happening?" })).toHaveValue(
    'Two pictures from my walk',
  );

  await composer.getByRole('button', { name: 'Add content warning' }).click();
  await composer.getByRole('textbox', { name: 'Content warning' }).fill('Bright colours');
  await composer.getByRole('button', { name: 'Poll', exact: true }).click();
  await composer.getByRole('textbox', { name: 'Choice 1' }).fill('Red');
  await composer.getByRole('textbox', { name: 'Choice 2' }).fill('Blue');
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer.getByRole('textbox', { name: "What's happening?" })).toHaveValue('');
  await expect(composer.getByRole('region', { name: 'Attached files' })).toHaveCount(0);

  // On the timeline the note waits behind its CW, which counts the files and the poll.
  const note = page.getByRole('article').filter({ hasText: 'Bright colours' }).first();
  await note.getByRole('button', { name: /Show content/ }).click();
  await expect(note.getByText('Two pictures from my walk')).toBeVisible();
  await expect(note.getByRole('button', { name: /Blue/ })).toBeVisible();
  await expect(note.getByRole('img', { name: /^red\./ })).toBeVisible();
  await expect(note.getByRole('img', { name: /^blue\./ })).toBeVisible();
  const notes = await api.call<{ files: unknown[] }[]>('users/notes', { userId: alice.id }, alice.token);
  expect(notes[0]?.files).toHaveLength(2);
});

test('a large PNG is shrunk to a WebP of at most 2048 px before upload', async ({ page, api }) => {
  // A 6-megapixel image is drawn, encoded, decoded and re-encoded on a shared 2-core machine.
  test.slow();
  const alice = await setUp(api, page);
  const composer = homeComposer(page);
  const large = await makePng(page, 3000, 2000, 30);
  await composer
    .getByTestId('composer-file-input')
    .setInputFiles([{ name: 'panorama.png', mimeType: 'image/png', buffer: large }]);
  await expect(composer.getByRole('button', { name: /^Actions for panorama\./ })).toBeVisible({
    timeout: 30_000,
  });

  const [listed] = await api.call<DriveFileInfo[]>('drive/files', { limit: 1 }, alice.token);
  if (!listed) throw new Error('nothing was uploaded');
  const stored = await api.call<DriveFileInfo>('drive/files/show', { fileId: listed.id }, alice.token);
  expect(stored.type).toBe('image/webp');
  expect(stored.name).toBe('panorama.webp');
  expect(stored.size).toBeLessThan(large.length);
  expect(stored.properties.width).toBe(2048);
});

test('the keep-original switch uploads the PNG as it is', async ({ page, api }) => {
  const alice = await setUp(api, page);
  const composer = homeComposer(page);
  await composer.getByRole('button', { name: 'Attach files' }).click();
  const keep = page.getByRole('menuitemcheckbox', { name: 'Keep original images' });
  await expect(keep).toHaveAttribute('aria-checked', 'false');
  await keep.click();
  await expect(keep).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');

  const png = await makePng(page, 400, 300, 90);
  await composer
    .getByTestId('composer-file-input')
    .setInputFiles([{ name: 'keep.png', mimeType: 'image/png', buffer: png }]);
  await expect(composer.getByRole('button', { name: 'Actions for keep.png' })).toBeVisible();
  const [stored] = await api.call<DriveFileInfo[]>('drive/files', { limit: 1 }, alice.token);
  expect(stored?.type).toBe('image/png');
  expect(stored?.size).toBe(png.length);
});

test('a draft is restored after a reload', async ({ page, api }) => {
  await setUp(api, page);
  const text = homeComposer(page).getByRole('textbox', { name: "What's happening?" });
  await text.fill('Half-written thought about tea');
  // No waiting for the auto-save: leaving the page saves at once.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(homeComposer(page).getByRole('textbox', { name: "What's happening?" })).toHaveValue(
    'Half-written thought about tea',
  );

  // The draft picker lists it too.
  await homeComposer(page).getByRole('button', { name: 'Drafts' }).click();
  const picker = page.getByRole('dialog', { name: 'Your drafts' });
  await expect(
    picker.getByRole('button', { name: /Use this draft: Half-written thought about tea/ }),
  ).toBeVisible();
});

test('pasting long text asks whether to attach it as a file', async ({ page, api }) => {
  await setUp(api, page);
  const text = homeComposer(page).getByRole('textbox', { name: "What's happening?" });
  await text.click();
  const long = 'All work and no play. '.repeat(60);
  await text.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, long);
  const dialog = page.getByRole('dialog', { name: 'Attach the pasted text as a file?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('1,320 characters'); // the length, grouped as numbers are
  await dialog.getByRole('button', { name: 'Paste into the note' }).click();
  await expect(text).toHaveValue(long);
});

test('a file uploaded from a URL is attached when the server has fetched it', async ({ page, api }) => {
  const alice = await setUp(api, page);
  // The instance fetches from its own origin in tests: a file already served there.
  const source = await api.upload(alice.token, {
    name: 'remote.png',
    bytes: await makePng(page, 64, 64, 200),
    type: 'image/png',
  });
  const composer = homeComposer(page);
  await composer.getByRole('button', { name: 'Attach files' }).click();
  await page.getByRole('menuitem', { name: 'Upload from a URL' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload from a URL' });
  await dialog.getByRole('textbox', { name: 'File URL' }).fill(source.url);
  await dialog.getByRole('button', { name: 'OK' }).click();
  // The file arrives later through the main stream (urlUploadFinished) and is attached then.
  await expect(
    composer.getByRole('region', { name: 'Attached files' }).getByRole('button', { name: /^Actions for / }),
  ).toHaveCount(1, {
    timeout: 20_000,
  });
  await expect(composer.getByText('1/16')).toBeVisible();
});
