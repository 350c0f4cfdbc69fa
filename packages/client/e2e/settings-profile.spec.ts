import type { Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, photosWanted, signIn, solidPng, test } from './fixtures';

/** A 400 × 200 PNG, red on the left half and blue on the right, drawn by the browser. */
async function twoColourPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 200;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = 'rgb(220, 30, 30)';
    context.fillRect(0, 0, 200, 200);
    context.fillStyle = 'rgb(30, 60, 220)';
    context.fillRect(200, 0, 200, 200);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** The colour at the middle of an image, read by the browser. */
function middleColour(page: Page, url: string) {
  return page.evaluate(async (source) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.src = source;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(image, 0, 0);
    const [r, g, b] = context.getImageData(image.naturalWidth / 2, image.naturalHeight / 2, 1, 1).data;
    return { r, g, b };
  }, url);
}

async function lightAndDark(page: Page, name: string, testInfo: TestInfo) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page);
    for (const width of photosWanted ? [390, 1280] : []) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: testInfo.outputPath(`${name}-${colorScheme}-${width}.png`),
        fullPage: true,
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

interface Me {
  avatarId: string | null;
  bannerId: string | null;
  avatarUrl: string;
  bannerUrl: string | null;
}

test('profile: avatar uploaded and cropped, banner from the drive, fields, location and cat, kept and shown on the profile', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  const alice = await api.createAdmin('alice', 'alice-password');
  const sky = await api.upload<{ id: string }>(alice.token, {
    name: 'sky.png',
    bytes: solidPng(300, [90, 160, 230]),
    type: 'image/png',
  });
  await signIn(page, api, 'alice', 'alice-password', { at: '/settings/profile' });
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const waiting = page.getByRole('dialog');

  // Avatar: upload a picture and keep its left (red) square.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload an avatar' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: await twoColourPng(page) });
  const crop = page.getByRole('dialog', { name: 'Crop the avatar' });
  await expect(crop.getByRole('img', { name: 'Part kept: 100, 0, 200 × 200' })).toBeVisible();
  await lightAndDark(page, 'profile-crop', testInfo);
  await crop.getByRole('slider', { name: 'Left to right' }).fill('0');
  await expect(crop.getByRole('img', { name: 'Part kept: 0, 0, 200 × 200' })).toBeVisible();
  await crop.getByRole('button', { name: 'Crop and use' }).click();
  await expect(waiting).toHaveCount(0);
  await expect.poll(async () => (await api.call<Me>('i', {}, alice.token)).avatarId).not.toBeNull();
  const me = await api.call<Me>('i', {}, alice.token);
  const avatar = await api.call<{ name: string; properties: { width: number; height: number } }>(
    'drive/files/show',
    { fileId: me.avatarId },
    alice.token,
  );
  expect(avatar).toMatchObject({ name: 'me-cropped.png', properties: { width: 200, height: 200 } });
  const red = await middleColour(page, me.avatarUrl);
  expect(red.r).toBeGreaterThan(180);
  expect(red.b).toBeLessThan(80);

  // Banner: a picture already in the drive, cropped to the 3:1 strip.
  await page.getByRole('button', { name: 'Banner from the drive' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose files from your drive' });
  await picker.getByRole('checkbox', { name: 'Select sky.png' }).click();
  await picker.getByRole('button', { name: 'Choose', exact: true }).click();
  const bannerCrop = page.getByRole('dialog', { name: 'Crop the banner' });
  await expect(bannerCrop.getByRole('img', { name: 'Part kept: 0, 100, 300 × 100' })).toBeVisible();
  await bannerCrop.getByRole('button', { name: 'Crop and use' }).click();
  await expect(waiting).toHaveCount(0);
  await expect.poll(async () => (await api.call<Me>('i', {}, alice.token)).bannerId).not.toBeNull();
  const banner = await api.call<{ properties: { width: number; height: number } }>(
    'drive/files/show',
    { fileId: (await api.call<Me>('i', {}, alice.token)).bannerId },
    alice.token,
  );
  expect(banner.properties).toMatchObject({ width: 300, height: 100 });
  expect((await api.call<Me>('i', {}, alice.token)).bannerId).not.toBe(sky.id);

  // The form: two fields, a location, a cat.
  await page.getByRole('button', { name: 'Add a field' }).click();
  await page.getByRole('button', { name: 'Add a field' }).click();
  await page.getByRole('textbox', { name: 'Label 1' }).fill('Website');
  await page.getByRole('textbox', { name: 'Value 1' }).fill('https://example.com/alice');
  await page.getByRole('textbox', { name: 'Label 2' }).fill('Pronouns');
  // A label without a value is flagged, not silently dropped.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Fix the marked fields first.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Value 2' }).fill('she/her');
  await page.getByRole('button', { name: 'Move field 2 up' }).click();
  await expect(page.getByRole('textbox', { name: 'Label 1' })).toHaveValue('Pronouns');
  await page.getByRole('textbox', { name: 'Location' }).fill('Kyoto');
  await page.getByRole('switch', { name: 'This account is a cat' }).check();
  await expect(page.getByRole('switch', { name: 'Speak as a cat' })).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await lightAndDark(page, 'profile-settings', testInfo);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Label 1' })).toHaveValue('Pronouns');
  await expect(page.getByRole('textbox', { name: 'Value 2' })).toHaveValue('https://example.com/alice');
  await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue('Kyoto');
  await expect(page.getByRole('switch', { name: 'This account is a cat' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Remove the avatar' })).toBeVisible();

  // The profile page shows all of it.
  await page.goto('/@alice');
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.getByRole('link', { name: 'https://example.com/alice' })).toHaveAttribute(
    'href',
    'https://example.com/alice',
  );
  await expect(header.getByText('she/her')).toBeVisible();
  await expect(header.getByText('Kyoto')).toBeVisible();
  await expect(header.getByRole('img', { name: 'Cat', exact: true })).toBeVisible();
  const updated = await api.call<Me>('i', {}, alice.token);
  await expect(header.locator(`img[src="${updated.avatarUrl}"]`)).toBeVisible();
  await expect(header.locator(`img[src="${updated.bannerUrl}"]`)).toBeVisible();
  await lightAndDark(page, 'profile-page', testInfo);
});
