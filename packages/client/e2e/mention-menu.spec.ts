import { expect, expectAccessibleInBothSchemes, signIn, test } from './fixtures';

test('muting someone from a mention of them takes their notes out of the open timeline', async ({
  page,
  api,
}) => {
  test.slow();
  const alice = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  const carol = await api.signup('carol', 'carol-password');
  await api.call('following/create', { userId: bob.id }, alice.token);
  await api.call('following/create', { userId: carol.id }, alice.token);
  await api.call('notes/create', { text: 'Bob talks about trains' }, bob.token);
  await api.call('notes/create', { text: 'Ask @bob about the timetable' }, carol.token);

  await signIn(page, api, 'alice', 'alice-password');
  const timeline = page.getByRole('region', { name: 'Notes' });
  const bobsNote = timeline.getByRole('article').filter({ hasText: 'Bob talks about trains' });
  const carolsNote = timeline.getByRole('article').filter({ hasText: 'Ask @bob about the timetable' });
  await expect(bobsNote).toBeVisible();

  await carolsNote.getByRole('link', { name: '@bob', exact: true }).click({ button: 'right' });
  const menu = page.getByRole('menu', { name: '@bob' });
  // The link's own entries stay, the user's come after.
  await expect(menu.getByRole('menuitem', { name: 'Open in window' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Mute', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Mute @bob?' });
  await dialog.getByRole('button', { name: 'Mute' }).click();

  await expect(bobsNote).toHaveCount(0);
  await expect(carolsNote).toBeVisible();
  const mutes = await api.call<Array<{ muteeId: string }>>('mute/list', {}, alice.token);
  expect(mutes.map((mute) => mute.muteeId)).toEqual([bob.id]);
});

test('a focused mention opens the same menu with Shift+F10, light and dark', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  const alice = await api.createAdmin('alice', 'alice-password');
  await api.signup('bob', 'bob-password');
  await api.call('notes/create', { text: 'Say hello to @bob' }, alice.token);

  await signIn(page, api, 'alice', 'alice-password');
  const mention = page
    .getByRole('region', { name: 'Notes' })
    .getByRole('article')
    .filter({ hasText: 'Say hello to @bob' })
    .getByRole('link', { name: '@bob', exact: true });
  await mention.focus();
  await page.keyboard.press('Shift+F10');
  const menu = page.getByRole('menu', { name: '@bob' });
  await expect(menu.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Block' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Report abuse' })).toBeVisible();
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'mention-menu', atCurrentSize: true });
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(mention).toBeFocused();
});
