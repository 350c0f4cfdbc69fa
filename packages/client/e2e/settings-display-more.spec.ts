import { expect, scanAndPhotograph, signIn, test } from './fixtures';

// The note-display settings of issue 22 seen on a timeline note: square avatars, the reactions
// count beside the react button, and a right click on the note opening the reaction picker.
test('square avatars, the reactions count and right-click to react change a timeline note', async ({
  page,
  api,
}, testInfo) => {
  const bob = await api.signup('bob', 'bob-password');
  const alice = await api.signup('alice', 'alice-password');
  const { createdNote } = await api.call<{ createdNote: { id: string } }>(
    'notes/create',
    { text: 'Tea is ready' },
    bob.token,
  );
  await api.call('notes/reactions/create', { noteId: createdNote.id, reaction: '👍' }, alice.token);
  await signIn(page, api, 'alice', 'alice-password');

  const note = page.getByRole('article', { name: 'Note by bob' }).filter({ hasText: 'Tea is ready' });
  const avatarRadius = () =>
    note
      .getByRole('link', { name: '@bob', exact: true })
      .locator(':scope > :first-child')
      .evaluate((avatar) => getComputedStyle(avatar).borderTopLeftRadius);
  // Misskey's defaults: round avatars, no count beside the react button, the browser's right click.
  await expect(note.getByRole('button', { name: 'Add reaction', exact: true })).toBeVisible();
  expect(await avatarRadius()).toBe('50%');

  await page.goto('/settings/general');
  await expect(page.getByRole('heading', { level: 1, name: 'General' })).toBeVisible();
  for (const name of ['Number of reactions beside the react button', 'Right-click on a note to react']) {
    const toggle = page.getByRole('checkbox', { name });
    await toggle.click();
    await expect(toggle).toBeChecked();
  }
  await page.goto('/settings/appearance');
  await expect(page.getByRole('heading', { level: 1, name: 'Appearance' })).toBeVisible();
  const square = page.getByRole('checkbox', { name: 'Square avatars' });
  await square.click();
  await expect(square).toBeChecked();
  await scanAndPhotograph(page, testInfo, 'settings-appearance-avatars-media');

  await page.goto('/');
  await expect(note.getByRole('button', { name: 'Add reaction 1', exact: true })).toBeVisible();
  await expect.poll(avatarRadius).toBe('20%');
  await note.getByText('Tea is ready').click({ button: 'right' });
  const picker = page.getByRole('dialog', { name: 'Choose a reaction' });
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
});
