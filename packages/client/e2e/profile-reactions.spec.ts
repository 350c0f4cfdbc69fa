import { expect, expectAccessibleInBothSchemes, signIn, test } from './fixtures';

test("a profile's Reactions tab lists the notes reacted to under the reaction given, and hides when made private, light and dark", async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  const alice = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  const older = await api.call<{ createdNote: { id: string } }>(
    'notes/create',
    { text: 'Trains at dawn' },
    bob.token,
  );
  const newer = await api.call<{ createdNote: { id: string } }>(
    'notes/create',
    { text: 'Tea at noon' },
    bob.token,
  );
  await api.call('notes/reactions/create', { noteId: older.createdNote.id, reaction: '👍' }, alice.token);
  await api.call('notes/reactions/create', { noteId: newer.createdNote.id, reaction: '🎉' }, alice.token);

  await signIn(page, api, 'bob', 'bob-password', { at: '/@alice' });
  const tabs = page.getByRole('navigation', { name: 'Profile sections' });
  await tabs.getByRole('link', { name: 'Reactions' }).click();
  await expect(page).toHaveURL(/\/@alice\/reactions$/);
  const list = page.getByRole('region', { name: 'Reactions' });
  const items = list.getByRole('article');
  await expect(items).toHaveCount(2);
  // Newest reaction first, each note under the reaction given.
  await expect(items.nth(0)).toContainText('Tea at noon');
  await expect(items.nth(1)).toContainText('Trains at dawn');
  await expect(list.getByText('Reaction', { exact: true })).toHaveCount(2);
  await expect(list.getByRole('img', { name: '🎉' }).first()).toBeVisible();
  await expectAccessibleInBothSchemes(page, {
    testInfo,
    name: 'profile-reactions',
    atCurrentSize: true,
    fullPage: true,
  });

  // Made private: the tab leaves the profile, and its address says why.
  await api.call('i/update', { publicReactions: false }, alice.token);
  await page.goto('/@alice');
  await expect(page.getByRole('heading', { level: 1, name: 'alice' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Notes', exact: true })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Reactions' })).toHaveCount(0);
  await page.goto('/@alice/reactions');
  await expect(page.getByText('alice keeps their reactions private.')).toBeVisible();
});
