import { expect, signIn, test } from './fixtures';

test('a clip of more than 100 notes pages to its first note as the reader scrolls', async ({ page, api }) => {
  test.slow();
  const alice = await api.createAdmin('alice', 'alice-password');
  const clip = await api.call<{ id: string }>('clips/create', { name: 'Everything' }, alice.token);
  for (let n = 1; n <= 105; n += 1) {
    const { createdNote } = await api.call<{ createdNote: { id: string } }>(
      'notes/create',
      { text: `Clipped note ${n}` },
      alice.token,
    );
    await api.call('clips/add-note', { clipId: clip.id, noteId: createdNote.id }, alice.token);
  }

  await signIn(page, api, 'alice', 'alice-password', { at: `/clips/${clip.id}` });
  await expect(page.getByRole('heading', { level: 1, name: 'Everything' })).toBeVisible();
  await expect(page.getByText('Clipped note 105', { exact: true })).toBeVisible();
  const first = page.getByText('Clipped note 1', { exact: true });
  for (let i = 0; i < 200 && !(await first.isVisible()); i += 1) await page.mouse.wheel(0, 1500);
  await expect(first).toBeVisible();
});

test("the clip's owner takes a note out of it from the note's menu, and it leaves the clip page", async ({
  page,
  api,
}) => {
  const alice = await api.createAdmin('alice', 'alice-password');
  // A private clip: Misskey's notes/clips does not list it, the page tells the picker.
  const clip = await api.call<{ id: string }>('clips/create', { name: 'Keep', isPublic: false }, alice.token);
  for (const text of ['A note to keep', 'A note to drop']) {
    const { createdNote } = await api.call<{ createdNote: { id: string } }>(
      'notes/create',
      { text },
      alice.token,
    );
    await api.call('clips/add-note', { clipId: clip.id, noteId: createdNote.id }, alice.token);
  }

  await signIn(page, api, 'alice', 'alice-password', { at: `/clips/${clip.id}` });
  const list = page.getByRole('region', { name: 'Keep' });
  const drop = list.getByRole('article').filter({ hasText: 'A note to drop' });
  await drop.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Clip', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Clip this note' });
  const box = picker.getByRole('checkbox', { name: /Keep/ });
  await expect(box).toBeChecked();
  // The tick follows the server's answer: click and wait for it, as uncheck() wants it at once.
  await box.click();
  await expect(box).not.toBeChecked();
  await expect(page.getByText('Removed from the clip')).toBeVisible();
  await picker.getByRole('button', { name: 'Close' }).click();

  await expect(drop).toHaveCount(0);
  await expect(list.getByRole('article').filter({ hasText: 'A note to keep' })).toBeVisible();
  const left = await api.call<Array<{ text: string }>>('clips/notes', { clipId: clip.id }, alice.token);
  expect(left.map((note) => note.text)).toEqual(['A note to keep']);
});
