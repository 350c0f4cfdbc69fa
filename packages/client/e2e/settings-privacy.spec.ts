import { expect, expectAccessible, signIn, test } from './fixtures';

test('privacy settings are saved, kept after a reload, and the server applies them to others', async ({
  page,
  api,
}, testInfo) => {
  const alice = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  await api.call('following/create', { userId: alice.id }, bob.token);
  const note = await api.call<{ createdNote: { id: string } }>(
    'notes/create',
    { text: 'from today' },
    alice.token,
  );
  await signIn(page, api, 'alice', 'alice-password', { at: '/settings/privacy' });
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacy' })).toHaveAttribute('aria-current', 'page');
  const saved = page.getByRole('status').filter({ hasText: 'Saved' });

  const locked = page.getByRole('switch', { name: 'Approve follow requests' });
  await expect(locked).not.toBeChecked();
  await locked.check();
  await expect(saved).toBeVisible();
  // Only a locked account has requests to accept by itself.
  const autoAccept = page.getByRole('switch', { name: 'Accept requests from people you follow' });
  await autoAccept.check();
  await expect(autoAccept).toBeChecked();
  const followersList = page.getByRole('combobox', { name: 'Who can see your followers' });
  await followersList.selectOption('private');
  await expect(followersList).toHaveValue('private');
  await page.getByRole('switch', { name: 'Show your account in lists of users' }).uncheck();

  // Hide older notes: "posted before a date", then tomorrow, so today's note is hidden too.
  const hidden = page.getByRole('combobox', { name: 'Hide older notes' });
  await hidden.selectOption('date');
  const day = page.getByLabel('Hide older notes: before this day');
  const tomorrow = await page.evaluate(() => {
    const d = new Date(Date.now() + 24 * 60 * 60 * 1000);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await day.fill(tomorrow);
  await expect
    .poll(
      async () =>
        (await api.call<{ makeNotesHiddenBefore: number | null }>('i', {}, alice.token))
          .makeNotesHiddenBefore,
    )
    .toBeGreaterThan(Date.now() / 1000);

  const visibility = page.getByRole('combobox', { name: 'Default visibility of new notes' });
  await visibility.selectOption('home');
  await page.getByRole('switch', { name: 'Keep the content warning when replying' }).uncheck();

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: testInfo.outputPath(`privacy-${colorScheme}-${width}.png`),
        fullPage: true,
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.reload();
  await expect(locked).toBeChecked();
  await expect(autoAccept).toBeChecked();
  await expect(followersList).toHaveValue('private');
  await expect(page.getByRole('switch', { name: 'Show your account in lists of users' })).not.toBeChecked();
  await expect(hidden).toHaveValue('date');
  await expect(day).toHaveValue(tomorrow);
  await expect(visibility).toHaveValue('home');
  await expect(
    page.getByRole('switch', { name: 'Keep the content warning when replying' }),
  ).not.toBeChecked();

  // Bob, a follower, is refused alice's followers and no longer finds her note.
  await expect(api.call('users/followers', { userId: alice.id }, bob.token)).rejects.toThrow(/FORBIDDEN/);
  await expect(api.call('notes/show', { noteId: note.createdNote.id }, bob.token)).rejects.toThrow(
    /NO_SUCH_NOTE/,
  );
  expect(await api.call('notes/show', { noteId: note.createdNote.id }, alice.token)).toMatchObject({
    text: 'from today',
  });
});
