import { expect, expectAccessible, signIn, test } from './fixtures';

test('excluding reactions hides them, keeps follows, stays excluded for live arrivals and after a reload', async ({
  page,
  api,
}) => {
  // Many steps and page loads; the machine running the suite is shared, so allow for that.
  test.slow();
  const alice = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  const carol = await api.signup('carol', 'carol-password');
  const note = await api.call<{ createdNote: { id: string } }>(
    'notes/create',
    { text: 'First note' },
    alice.token,
  );
  await api.call('following/create', { userId: alice.id }, bob.token);
  await api.call('notes/reactions/create', { noteId: note.createdNote.id, reaction: '👍' }, bob.token);

  await signIn(page, api, 'alice', 'alice-password', { at: '/my/notifications' });
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const follow = page.getByRole('link', { name: 'bob followed you' });
  const reactions = page.getByRole('link', { name: /reacted/ });
  await expect(follow).toBeVisible();
  await expect(reactions).toHaveCount(1);

  await page.getByRole('button', { name: 'Filter' }).click();
  const menu = page.getByRole('menu', { name: 'Filter' });
  const reactionSwitch = menu.getByRole('menuitemcheckbox', { name: 'Reactions' });
  await expect(reactionSwitch).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page);
  await reactionSwitch.click();
  await expect(reactionSwitch).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');

  await expect(reactions).toHaveCount(0);
  await expect(follow).toBeVisible();
  await expect(page.getByRole('button', { name: /Filter.*some types hidden/ })).toBeVisible();

  // A new reaction arrives live while excluded; a follow sent after it does show, so by then
  // the reaction has been received (one socket keeps the order) and was left out.
  const second = await api.call<{ createdNote: { id: string } }>(
    'notes/create',
    { text: 'Second note' },
    alice.token,
  );
  await api.call('notes/reactions/create', { noteId: second.createdNote.id, reaction: '🎉' }, bob.token);
  await api.call('following/create', { userId: alice.id }, carol.token);
  await expect(page.getByRole('link', { name: 'carol followed you' })).toBeVisible();
  await expect(reactions).toHaveCount(0);

  // The choice is kept on this device.
  await page.reload();
  await expect(page.getByRole('link', { name: 'carol followed you' })).toBeVisible();
  await expect(follow).toBeVisible();
  await expect(reactions).toHaveCount(0);

  // Showing all types again brings both reactions back.
  await page.getByRole('button', { name: /Filter/ }).click();
  await page.getByRole('menu', { name: 'Filter' }).getByRole('menuitem', { name: 'Show all types' }).click();
  await expect(reactions).toHaveCount(2);
});
