import type { Page } from '@playwright/test';
import { expect, expectAccessibleInBothSchemes, scanAndPhotograph, signIn, test } from './fixtures';

const PASSWORD = 'correct horse battery';

/** A transparent PNG with a coloured ring, drawn by the browser: what a decoration looks like. */
async function ringPng(page: Page): Promise<Uint8Array> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 128;
    canvas.height = 128;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.strokeStyle = '#e0a020';
    context.lineWidth = 10;
    context.beginPath();
    context.arc(64, 64, 40, 0, Math.PI * 2);
    context.stroke();
    context.fillStyle = '#d04060';
    context.fillRect(56, 8, 16, 20);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Uint8Array.from(Buffer.from(base64, 'base64'));
}

test('an administrator adds an avatar decoration; a user wears it, placed, on their notes; the public list shows it', async ({
  page,
  api,
}, testInfo) => {
  test.slow(); // three pages and a dialog scanned in both schemes, two accounts
  const admin = await api.createAdmin('admin', PASSWORD);
  const bob = await api.signup('bob', PASSWORD);
  await page.goto('/');
  const ring = await api.upload(admin.token, {
    name: 'halo.png',
    bytes: await ringPng(page),
    type: 'image/png',
  });

  // The administrator adds it through the dialog.
  await signIn(page, api, 'admin', PASSWORD, { at: '/admin/avatar-decorations' });
  await expect(page.getByText('This server offers no avatar decorations yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a decoration' }).click();
  const dialog = page.getByRole('dialog', { name: 'New avatar decoration' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Halo');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('A golden ring');
  await dialog.getByRole('textbox', { name: 'Image address' }).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter an http or https address.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Image address' }).fill(ring.url);
  await expect(dialog.locator(`img[src="${ring.url}"]`)).toBeVisible();
  await expectAccessibleInBothSchemes(page, {
    testInfo,
    name: 'avatar-decoration-dialog',
    atCurrentSize: true,
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('list', { name: 'Avatar decorations' }).getByRole('listitem', { name: 'Halo' });
  await expect(row).toContainText('A golden ring');
  await expect(row).toContainText('Anyone may wear it.');
  await expect(row.locator('img')).toHaveAttribute('src', ring.url);
  await scanAndPhotograph(page, testInfo, 'admin-avatar-decorations');

  // Bob picks it, turns it a quarter and mirrors it, and saves.
  await api.call('notes/create', { text: 'Wearing something new' }, bob.token);
  await signIn(page, api, 'bob', PASSWORD, { at: '/settings/avatar-decoration' });
  await expect(page.getByText('Worn: 0 of 1')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Halo' }).check();
  await expect(page.getByText('Worn: 1 of 1')).toBeVisible();
  const placement = page.getByRole('group', { name: 'Halo' });
  const angle = placement.getByRole('slider', { name: 'Angle' });
  await angle.focus();
  for (let step = 0; step < 25; step++) await angle.press('ArrowRight');
  await expect(angle).toHaveAttribute('aria-valuetext', '90°');
  await placement.getByRole('checkbox', { name: 'Flip horizontally' }).check();
  // The preview is the avatar as others will see it.
  const preview = page.locator(`img[src="${ring.url}"][alt=""]`).first();
  await expect(preview).toHaveAttribute('style', /rotate\(90deg\) scaleX\(-1\)/);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'settings-avatar-decoration');

  // On Bob's note, his avatar wears it as placed (decorative: no name of its own).
  await page.goto('/@bob');
  const note = page.getByRole('article').filter({ hasText: 'Wearing something new' });
  const worn = note.locator(`img[src="${ring.url}"]`);
  await expect(worn).toHaveAttribute('alt', '');
  await expect(worn).toHaveAttribute('style', /rotate\(90deg\) scaleX\(-1\)/);

  // The public list, signed in: where to choose yours.
  await page.goto('/avatar-decorations');
  await expect(page.getByRole('heading', { level: 2, name: 'Halo' })).toBeVisible();
  await expect(page.getByText('Anyone may wear it.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose yours' })).toHaveAttribute(
    'href',
    '/settings/avatar-decoration',
  );
  await scanAndPhotograph(page, testInfo, 'avatar-decorations');
});
