import type { Page } from '@playwright/test';
import { expect, expectAccessible, type InstanceApi, signIn, test } from './fixtures';

const PASSWORD = 'correct horse battery';
const DRAFT = 'Notes from the trip, with the itinerary attached';

/** The inline composer at the top of the home page. */
function homeComposer(page: Page) {
  return page.getByRole('form', { name: 'New note' }).filter({ visible: true });
}

/**
 * Plain text is an allowed drive type that the client never shrinks, so the server sees
 * exactly these bytes (about 40 KB).
 */
function itinerary(): Buffer {
  return Buffer.from('Day 1: train to the coast, walk along the cliffs.\n'.repeat(800), 'utf8');
}

interface Policies {
  maxFileSizeMb: number;
  driveCapacityMb: number;
}

/**
 * Runs `body` with some default policies changed, then puts back what they were, so the
 * instance is left as the test found it even when an expectation fails.
 */
async function withPolicies(
  api: InstanceApi,
  adminToken: string,
  changes: Partial<Policies>,
  body: () => Promise<void>,
): Promise<void> {
  const { policies } = await api.call<{ policies: Policies }>('i', {}, adminToken);
  const before = Object.fromEntries(
    Object.keys(changes).map((key) => [key, policies[key as keyof Policies]]),
  );
  await api.call('admin/roles/update-default-policies', { policies: changes }, adminToken);
  try {
    await body();
  } finally {
    await api.call('admin/roles/update-default-policies', { policies: before }, adminToken);
  }
}

async function attachAndExpectError(page: Page, message: string) {
  const composer = homeComposer(page);
  const text = composer.getByRole('textbox', { name: "What's happening?" });
  await text.fill(DRAFT);
  await composer
    .getByTestId('composer-file-input')
    .setInputFiles([{ name: 'itinerary.txt', mimeType: 'text/plain', buffer: itinerary() }]);

  const problem = page.getByRole('dialog', { name: 'Could not upload itinerary.txt' });
  await expect(problem).toBeVisible();
  await expect(problem).toContainText(message);
  await expectAccessible(page);
  await problem.getByRole('button', { name: 'OK' }).click();
  await expect(problem).toBeHidden();

  // Nothing was attached, and nothing the user wrote is lost.
  await expect(text).toHaveValue(DRAFT);
  await expect(composer.getByRole('region', { name: 'Attached files' })).toHaveCount(0);
  await expect(composer.getByRole('button', { name: 'Post', exact: true })).toBeEnabled();
}

test('a file over the size limit is refused with the size message and the draft stays', async ({
  page,
  api,
}) => {
  const admin = await api.createAdmin('alice', PASSWORD);
  await withPolicies(api, admin.token, { maxFileSizeMb: 0.01 }, async () => {
    await signIn(page, api, 'alice', PASSWORD);
    await attachAndExpectError(
      page,
      "This file is over the server's file size limit, so it could not be uploaded.",
    );
    const files = await api.call<unknown[]>('drive/files', {}, admin.token);
    expect(files).toEqual([]);
  });
});

test('a file that does not fit in the drive is refused with the full-drive message and the draft stays', async ({
  page,
  api,
}) => {
  const admin = await api.createAdmin('alice', PASSWORD);
  await withPolicies(api, admin.token, { driveCapacityMb: 0.01 }, async () => {
    await signIn(page, api, 'alice', PASSWORD);
    await attachAndExpectError(page, 'Your drive is full, so this file could not be uploaded.');
    const files = await api.call<unknown[]>('drive/files', {}, admin.token);
    expect(files).toEqual([]);
  });
  // With the usual capacity back, the same file goes through and can be posted with the draft.
  // The upload is held on its way: until it is in the drive, Post waits, or the note would
  // go out without the file.
  let releaseUpload = () => {};
  const held = new Promise<void>((release) => {
    releaseUpload = release;
  });
  await page.route('**/api/drive/files/create', async (route) => {
    await held;
    await route.continue();
  });
  const composer = homeComposer(page);
  const post = composer.getByRole('button', { name: 'Post', exact: true });
  await composer
    .getByTestId('composer-file-input')
    .setInputFiles([{ name: 'itinerary.txt', mimeType: 'text/plain', buffer: itinerary() }]);
  await expect(composer.getByRole('region', { name: 'Attached files' })).toBeVisible();
  await expect(post).toBeDisabled();
  // The wait is explained next to Post, and read with it.
  await expect(
    composer.getByRole('status').filter({ hasText: 'Waiting for uploads to finish…' }),
  ).toBeVisible();
  await expect(post).toHaveAccessibleDescription('Waiting for uploads to finish…');
  releaseUpload();
  await expect(post).toBeEnabled();
  await expect(composer.getByText('Waiting for uploads to finish…')).toHaveCount(0);
  await expect(post).toHaveAccessibleDescription('');
  await post.click();
  await expect(composer.getByRole('textbox', { name: "What's happening?" })).toHaveValue('');
  const notes = await api.call<{ text: string; files: unknown[] }[]>('notes/local-timeline', { limit: 1 });
  expect(notes[0]).toMatchObject({ text: DRAFT });
  expect(notes[0]?.files).toHaveLength(1);
});
