import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, type InstanceApi, signIn, solidPng, test } from './fixtures';

const PASSWORD = 'alice-password';

interface FileInfo {
  id: string;
  name: string;
  folderId: string | null;
}

const text = (name: string, body: string) => ({
  name,
  bytes: new TextEncoder().encode(body),
  type: 'text/plain',
});

async function setUp(api: InstanceApi, page: Page) {
  const alice = await api.createAdmin('alice', PASSWORD);
  await signIn(page, api, 'alice', PASSWORD);
  return alice;
}

async function openDrive(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Drive' }).click();
  await expect(page).toHaveURL(/\/my\/drive$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Drive' })).toBeVisible();
}

const grid = (page: Page) =>
  page
    .getByRole('list')
    .filter({ has: page.getByRole('checkbox') })
    .filter({ visible: true })
    .first();
const folderButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Folder: ${name}`, exact: true });
const fileTile = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: new RegExp(`^${name}`) }) });

/** Drags with the mouse as a person would: press, move in steps past the start threshold, release. */
async function dragOnto(page: Page, from: Locator, to: Locator) {
  // A dialog still closing (an API call's waiting dialog) would take the mouse.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('drag source or target is not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 12, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await expect(to).toHaveAttribute('data-over', 'true');
  await page.mouse.up();
}

async function screenshots(page: Page, name: string, testInfo: { outputPath(name: string): string }) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectAccessible(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}-${scheme}.png`) });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a folder is created, a file uploaded into it, another dragged into a folder, and deleted', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  const alice = await setUp(api, page);
  await api.upload(alice.token, text('notes.txt', 'shopping list'));
  await api.upload(alice.token, { name: 'sky.png', bytes: solidPng(64, [90, 160, 230]), type: 'image/png' });
  await openDrive(page);
  await expect(page.getByText(/ of .* used/)).toBeVisible();

  for (const name of ['Trips', 'Archive']) {
    await page.getByRole('button', { name: 'New folder' }).click();
    const dialog = page.getByRole('dialog', { name: 'New folder' });
    await dialog.getByRole('textbox', { name: 'Folder name' }).fill(name);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(folderButton(page, name)).toBeVisible();
  }

  // Into Trips, upload from the device with the upload menu's file input; the tile appears.
  await folderButton(page, 'Trips').click();
  await expect(page).toHaveURL(/\/my\/drive\/folder\/[a-z0-9]+$/);
  await expect(
    page.getByRole('navigation', { name: 'Folder path' }).getByRole('button', { name: 'Trips' }),
  ).toHaveAttribute('aria-current', 'location');
  await expect(page.getByText('This folder is empty.')).toBeVisible();
  // The page cache keeps the top level's page (and its input) mounted but hidden.
  await page
    .locator('[data-testid="drive-file-input"]:not([hidden] *)')
    .setInputFiles([
      { name: 'beach.png', mimeType: 'image/png', buffer: Buffer.from(solidPng(48, [230, 200, 120])) },
    ]);
  await expect(page.getByRole('link', { name: /^beach\.png/ })).toBeVisible();
  // A file dragged in from the computer is uploaded here too.
  const dropped = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['packing list'], 'dropped.txt', { type: 'text/plain' }));
    return transfer;
  });
  const tripsGrid = page.getByRole('list', { name: 'Trips' });
  await tripsGrid.dispatchEvent('dragover', { dataTransfer: dropped });
  await tripsGrid.dispatchEvent('drop', { dataTransfer: dropped });
  await expect(page.getByRole('link', { name: /^dropped\.txt/ })).toBeVisible();
  const trips = await api.call<{ id: string }[]>('drive/folders/find', { name: 'Trips' }, alice.token);
  const inTrips = await api.call<FileInfo[]>('drive/files', { folderId: trips[0]?.id }, alice.token);
  expect(inTrips.map((f) => f.name).sort()).toEqual(['beach.png', 'dropped.txt']);

  // Back to the top through the breadcrumbs; drag notes.txt onto Archive.
  await page.getByRole('navigation', { name: 'Folder path' }).getByRole('button', { name: 'Drive' }).click();
  await expect(page).toHaveURL(/\/my\/drive$/);
  const archive = page.getByRole('listitem').filter({ has: folderButton(page, 'Archive') });
  await dragOnto(page, fileTile(page, 'notes.txt'), archive);
  await expect(fileTile(page, 'notes.txt')).toHaveCount(0);
  await expect(fileTile(page, 'sky.png')).toBeVisible();
  const [archived] = await api.call<{ id: string }[]>('drive/folders/find', { name: 'Archive' }, alice.token);
  const moved = await api.call<FileInfo[]>(
    'drive/files/find',
    { name: 'notes.txt', folderId: archived?.id },
    alice.token,
  );
  expect(moved).toHaveLength(1);
  await screenshots(page, 'drive-top', testInfo);

  // In Archive, select the file and delete it through the selection bar, after confirming.
  await folderButton(page, 'Archive').click();
  await page.getByRole('checkbox', { name: 'Select notes.txt' }).click();
  const bar = page.getByRole('region', { name: 'Selection' });
  await expect(bar).toContainText('Selected: 1');
  await bar.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete “notes.txt”?' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(fileTile(page, 'notes.txt')).toHaveCount(0);
  await expect(page.getByText('This folder is empty.')).toBeVisible();
  expect(
    await api.call<FileInfo[]>(
      'drive/files/find',
      { name: 'notes.txt', folderId: archived?.id },
      alice.token,
    ),
  ).toEqual([]);

  // An empty folder is deleted from its menu.
  await page.getByRole('navigation', { name: 'Folder path' }).getByRole('button', { name: 'Drive' }).click();
  await page.getByRole('button', { name: 'Actions for Archive' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete “Archive”?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(folderButton(page, 'Archive')).toHaveCount(0);
  await expect(grid(page)).toBeVisible();
});

test('several files picked with shift-click move through the Move to dialog, and a new upload shows live', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  const alice = await setUp(api, page);
  const box = await api.call<{ id: string }>('drive/folders/create', { name: 'Box' }, alice.token);
  for (const name of ['a.txt', 'b.txt', 'c.txt']) await api.upload(alice.token, text(name, `file ${name}`));
  await openDrive(page);

  // Newest first: c, b, a. Clicking a, then shift-clicking c selects all three.
  await page.getByRole('checkbox', { name: 'Select a.txt' }).click();
  await page.getByRole('checkbox', { name: 'Select c.txt' }).click({ modifiers: ['Shift'] });
  const bar = page.getByRole('region', { name: 'Selection' });
  await expect(bar).toContainText('Selected: 3');
  await bar.getByRole('button', { name: 'Move to…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move to…' });
  await dialog.getByRole('button', { name: 'Box' }).click();
  await expect(
    dialog.getByRole('navigation', { name: 'Folder path' }).getByRole('button', { name: 'Box' }),
  ).toHaveAttribute('aria-current', 'location');
  await screenshots(page, 'drive-move-to', testInfo);
  await dialog.getByRole('button', { name: 'Move here' }).click();
  for (const name of ['a.txt', 'b.txt', 'c.txt']) await expect(fileTile(page, name)).toHaveCount(0);

  await folderButton(page, 'Box').click();
  for (const name of ['a.txt', 'b.txt', 'c.txt']) await expect(fileTile(page, name)).toBeVisible();
  // Uploaded elsewhere (another tab, the API), it arrives through the drive channel.
  await api.upload(alice.token, text('d.txt', 'from another tab'), { folderId: box.id });
  await expect(fileTile(page, 'd.txt')).toBeVisible();

  // A folder dragged onto another goes inside it.
  await page.getByRole('navigation', { name: 'Folder path' }).getByRole('button', { name: 'Drive' }).click();
  await page.getByRole('button', { name: 'New folder' }).click();
  const naming = page.getByRole('dialog', { name: 'New folder' });
  await naming.getByRole('textbox', { name: 'Folder name' }).fill('Shelf');
  await naming.getByRole('button', { name: 'OK' }).click();
  await expect(folderButton(page, 'Shelf')).toBeVisible();
  // The waiting dialog of the call has closed: nothing covers the grid.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const shelf = page.getByRole('listitem').filter({ has: folderButton(page, 'Shelf') });
  await dragOnto(page, page.getByRole('listitem').filter({ has: folderButton(page, 'Box') }), shelf);
  await expect(folderButton(page, 'Box')).toHaveCount(0);
  const moved = await api.call<{ parentId: string | null }>(
    'drive/folders/show',
    { folderId: box.id },
    alice.token,
  );
  const [shelfFolder] = await api.call<{ id: string }[]>(
    'drive/folders/find',
    { name: 'Shelf' },
    alice.token,
  );
  expect(moved.parentId).toBe(shelfFolder?.id);
});

test('the cleaner lists the largest files first and deletes the chosen ones; drive settings pick the upload folder', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  const alice = await setUp(api, page);
  await api.call('drive/folders/create', { name: 'Camera roll' }, alice.token);
  await api.upload(alice.token, text('small.txt', 'x'.repeat(100)));
  await api.upload(alice.token, text('large.txt', 'y'.repeat(9000)));
  await api.upload(alice.token, text('medium.txt', 'z'.repeat(2000)));

  await page.goto('/settings/drive');
  await expect(page.getByRole('heading', { level: 1, name: 'Drive settings' })).toBeVisible();
  await expect(page.getByText('Top level of the drive')).toBeVisible();
  await page.getByRole('button', { name: 'Choose folder' }).click();
  const chooser = page.getByRole('dialog', { name: 'Default upload folder' });
  await chooser.getByRole('button', { name: 'Camera roll' }).click();
  await chooser.getByRole('button', { name: 'Use this folder' }).click();
  await expect(page.getByText('Camera roll', { exact: true })).toBeVisible();
  const sensitive = page.getByRole('switch', { name: /^Mark my uploads as sensitive/ });
  await expect(sensitive).not.toBeChecked();
  await sensitive.click();
  await expect(sensitive).toBeChecked();
  expect((await api.call<{ alwaysMarkNsfw: boolean }>('i', {}, alice.token)).alwaysMarkNsfw).toBe(true);
  await screenshots(page, 'drive-settings', testInfo);

  await page.getByRole('link', { name: 'Free up space: delete large files' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Drive cleaner' })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Largest files' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('large.txt');
  await expect(rows.nth(1)).toContainText('medium.txt');
  await expect(rows.nth(2)).toContainText('small.txt');
  await page.getByRole('checkbox', { name: 'Select large.txt' }).check();
  await page.getByRole('checkbox', { name: 'Select medium.txt' }).check();
  await expect(page.getByText(/^Chosen: 2 /)).toBeVisible();
  await screenshots(page, 'drive-cleaner', testInfo);
  await page.getByRole('button', { name: 'Delete chosen files' }).click();
  await page
    .getByRole('dialog', { name: 'Delete the selected items (2)?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText('small.txt');
  const left = await api.call<FileInfo[]>('drive/stream', {}, alice.token);
  expect(left.map((f) => f.name)).toEqual(['small.txt']);
});

test("the composer's drive picker is the drive browser: open a folder, tick a file, attach it", async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  const alice = await setUp(api, page);
  const photos = await api.call<{ id: string }>('drive/folders/create', { name: 'Photos' }, alice.token);
  await api.upload(
    alice.token,
    { name: 'sky.png', bytes: solidPng(64, [90, 160, 230]), type: 'image/png' },
    { folderId: photos.id },
  );
  await api.upload(alice.token, text('top.txt', 'at the top'));

  const composer = page.getByRole('form', { name: 'New note' }).filter({ visible: true });
  await composer.getByRole('button', { name: 'Attach files' }).click();
  await page.getByRole('menuitem', { name: 'Choose from drive' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose files from your drive' });
  await expect(picker.getByRole('checkbox', { name: 'Select top.txt' })).toBeVisible();
  await picker.getByRole('button', { name: 'Folder: Photos' }).click();
  await picker.getByRole('checkbox', { name: 'Select sky.png' }).click();
  await screenshots(page, 'drive-picker', testInfo);
  await expect(picker.getByRole('checkbox', { name: 'Select sky.png' })).toBeChecked();
  await picker.getByRole('button', { name: 'Attach (1)' }).click();
  await expect(picker).toHaveCount(0);
  await expect(composer.getByRole('button', { name: 'Actions for sky.png' })).toBeVisible();
});

test('more files load as the end of the grid comes into view; sorting and renaming', async ({
  page,
  api,
}) => {
  test.slow();
  const alice = await setUp(api, page);
  // 35 files: more than one page of 30.
  for (let n = 1; n <= 35; n++) {
    await api.upload(alice.token, text(`file-${String(n).padStart(2, '0')}.txt`, 'x'.repeat(n * 10)));
  }
  await openDrive(page);
  await expect(fileTile(page, 'file-35.txt')).toBeVisible();
  await expect(fileTile(page, 'file-01.txt')).toHaveCount(0);
  await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
  await expect(fileTile(page, 'file-01.txt')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Select file-/ })).toHaveCount(35);

  // Smallest first: file-01 (10 bytes) leads.
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Smallest first' });
  await expect(page.getByRole('checkbox', { name: /^Select file-/ }).first()).toHaveAccessibleName(
    'Select file-01.txt',
  );

  await page.getByRole('button', { name: 'Actions for file-01.txt' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename' });
  await dialog.getByRole('textbox', { name: 'File name' }).fill('tiny.txt');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(fileTile(page, 'tiny.txt')).toBeVisible();
  await expect(fileTile(page, 'file-01.txt')).toHaveCount(0);
});

test("a file's page lists the notes that carry it", async ({ page, api }, testInfo) => {
  test.slow();
  const alice = await setUp(api, page);
  const sky = await api.upload(alice.token, {
    name: 'sky.png',
    bytes: solidPng(64, [90, 160, 230]),
    type: 'image/png',
  });
  await api.call('notes/create', { text: 'Clear sky over the harbour', fileIds: [sky.id] }, alice.token);
  await api.call('notes/create', { text: 'A note without pictures' }, alice.token);
  await openDrive(page);
  await page.getByRole('link', { name: /^sky\.png/ }).click();
  await expect(page).toHaveURL(new RegExp(`/my/drive/file/${sky.id}$`));
  const attached = page.getByRole('region', { name: 'Notes with this file' });
  await expect(attached.getByRole('article').filter({ hasText: 'Clear sky over the harbour' })).toBeVisible();
  await expect(attached.getByRole('article').filter({ hasText: 'A note without pictures' })).toHaveCount(0);
  await screenshots(page, 'drive-file', testInfo);
});
