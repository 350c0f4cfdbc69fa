import type { Page } from '@playwright/test';
import { expect, expectAccessibleInBothSchemes, signIn, test } from './fixtures';

/** Marks the document, so a later check can prove the page was not reloaded meanwhile. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { e2eMark?: string }).e2eMark = 'still here';
  });
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { e2eMark?: string }).e2eMark)).toBe('still here');
}

test('muting someone from a note takes their notes out of the open home timeline at once', async ({
  page,
  api,
}) => {
  test.slow();
  const alice = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  await api.call('following/create', { userId: bob.id }, alice.token);
  await api.call('notes/create', { text: 'Bob talks about trains' }, bob.token);
  await api.call('notes/create', { text: 'Bob talks about trains again' }, bob.token);
  await api.call('notes/create', { text: 'Alice has a quiet day' }, alice.token);

  await signIn(page, api, 'alice', 'alice-password');
  const timeline = page.getByRole('region', { name: 'Notes' });
  const bobsNotes = timeline.getByRole('article').filter({ hasText: 'Bob talks about trains' });
  await expect(bobsNotes).toHaveCount(2);
  await markDocument(page);

  await bobsNotes.first().getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Author @bob' }).click();
  await expect(page.getByRole('menuitem', { name: 'Mute renotes' })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.getByRole('menuitem', { name: 'Mute', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Mute @bob?' });
  await dialog.getByRole('radio', { name: '1 hour' }).check();
  await dialog.getByRole('button', { name: 'Mute' }).click();

  await expect(bobsNotes).toHaveCount(0);
  await expect(timeline.getByRole('article').filter({ hasText: 'Alice has a quiet day' })).toBeVisible();
  await expectSameDocument(page);

  // Live notes: Bob's new one stays out, while a later one of Alice's arrives.
  await api.call('notes/create', { text: 'Bob talks about trains live' }, bob.token);
  await api.call('notes/create', { text: 'Alice is back' }, alice.token);
  await expect(timeline.getByRole('article').filter({ hasText: 'Alice is back' })).toBeVisible();
  await expect(bobsNotes).toHaveCount(0);

  // The server agrees: an hour's mute.
  const mutes = await api.call<Array<{ muteeId: string; expiresAt: string | null }>>(
    'mute/list',
    {},
    alice.token,
  );
  expect(mutes.map((mute) => mute.muteeId)).toEqual([bob.id]);
  const left = Date.parse(mutes[0]?.expiresAt ?? '') - Date.now();
  expect(left).toBeGreaterThan(50 * 60_000);
  expect(left).toBeLessThanOrEqual(60 * 60_000);
});

test('blocking someone from their profile ends the follow, and the profile offers Follow again', async ({
  page,
  api,
}) => {
  test.slow();
  const alice = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  await api.call('following/create', { userId: bob.id }, alice.token);

  await signIn(page, api, 'alice', 'alice-password', { at: '/@bob' });
  await expect(page.getByRole('heading', { level: 1, name: 'bob' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await markDocument(page);

  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Block', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Block @bob?' });
  await expect(confirm).toContainText('You stop following each other');
  await confirm.getByRole('button', { name: 'Block' }).click();

  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await expectSameDocument(page);
  const relation = await api.call<{ isFollowing: boolean; isBlocking: boolean }>(
    'users/relation',
    { userId: bob.id },
    alice.token,
  );
  expect(relation).toMatchObject({ isFollowing: false, isBlocking: true });

  // The menu now offers to undo it.
  await page.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Unblock' })).toBeVisible();
});

test('reporting someone from their profile sends the comment, light and dark', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  await api.createAdmin('alice', 'alice-password');
  await api.signup('bob', 'bob-password');
  await signIn(page, api, 'alice', 'alice-password', { at: '/@bob' });
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Report abuse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report @bob' });
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Spam in every reply');
  await expectAccessibleInBothSchemes(page);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Report sent. Thank you.')).toBeVisible();

  // The mute dialog, with its durations.
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Mute', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Mute @bob?' })).toBeVisible();
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'mute-dialog' });
  await page.getByRole('dialog', { name: 'Mute @bob?' }).getByRole('button', { name: 'Cancel' }).click();

  // The block confirmation.
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Block', exact: true }).click();
  const block = page.getByRole('dialog', { name: 'Block @bob?' });
  await expect(block).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await block.getByRole('button', { name: 'Cancel' }).click();
  await expect(block).toHaveCount(0);
});

test('word mutes set on /settings/mute-block collapse or hide notes, light and dark', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  const alice = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  await api.call('following/create', { userId: bob.id }, alice.token);
  await api.call('notes/create', { text: 'The finale has a big spoiler' }, bob.token);
  await api.call('notes/create', { text: 'Free CRYPTO for everyone' }, bob.token);
  await api.call('notes/create', { text: 'Just the finale tonight' }, bob.token);
  // A small limit (Misskey measures each list as its JSON text), to see the refusal explained.
  await api.call('admin/roles/update-default-policies', { policies: { wordMuteLimit: 40 } }, alice.token);

  await signIn(page, api, 'alice', 'alice-password', { at: '/settings/mute-block' });
  await expect(page.getByRole('heading', { level: 1, name: 'Mute and block' })).toBeVisible();
  const soft = page.getByRole('textbox', { name: 'Muted words', exact: true });
  const hard = page.getByRole('textbox', { name: 'Hard-muted words' });
  // A pattern that does not compile is named, and nothing is sent.
  await hard.fill('/(crypto/i');
  await expect(page.getByText('Not a valid regular expression: /(crypto/i')).toBeVisible();
  await soft.fill('finale spoiler\nsomething much longer than the limit');
  await hard.fill('/crypto/i');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Your word mutes are longer than your role allows (40 characters in all).'),
  ).toBeVisible();
  await soft.fill('finale spoiler');
  await hard.fill('/crypto/i');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'mute-words' });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('article').filter({ hasText: 'Just the finale tonight' })).toBeVisible();
  // Both words of the line: collapsed, without naming the word; a regex match: not there at all.
  const collapsed = page.getByRole('article', { name: 'Collapsed note' });
  await expect(collapsed).toHaveCount(1);
  await expect(collapsed).not.toContainText('spoiler');
  await expect(page.getByText('Free CRYPTO for everyone')).toHaveCount(0);
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'mute-collapsed', atCurrentSize: true });
  await collapsed.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('article').filter({ hasText: 'The finale has a big spoiler' })).toBeVisible();
});

test('/settings/mute-block lists muted, renote-muted and blocked users and instances, each removable, light and dark', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  const alice = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  const carol = await api.signup('carol', 'carol-password');
  const dave = await api.signup('dave', 'dave-password');
  await api.call('mute/create', { userId: bob.id, expiresAt: Date.now() + 86_400_000 }, alice.token);
  await api.call('mute/create', { userId: carol.id }, alice.token);
  await api.call('renote-mute/create', { userId: carol.id }, alice.token);
  await api.call('blocking/create', { userId: dave.id }, alice.token);

  await signIn(page, api, 'alice', 'alice-password', { at: '/settings/mute-block#muted' });
  const muted = page.getByRole('list', { name: 'Muted users' });
  await expect(muted.getByRole('listitem')).toHaveCount(2);
  await expect(muted.getByRole('listitem').filter({ hasText: '@bob' })).toContainText('Until');
  await expect(muted.getByRole('listitem').filter({ hasText: '@carol' })).toContainText('No end');
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'muted-users' });
  await muted.getByRole('button', { name: 'Remove @bob' }).click();
  await expect(muted.getByRole('listitem')).toHaveCount(1);
  const mutes = await api.call<Array<{ muteeId: string }>>('mute/list', {}, alice.token);
  expect(mutes.map((mute) => mute.muteeId)).toEqual([carol.id]);

  await page.getByRole('link', { name: 'Renote mutes' }).click();
  const renoteMuted = page.getByRole('list', { name: 'Renote mutes' });
  await renoteMuted.getByRole('button', { name: 'Remove @carol' }).click();
  await expect(page.getByText("You have not muted anyone's renotes.")).toBeVisible();

  await page.getByRole('link', { name: 'Blocked users' }).click();
  const blocked = page.getByRole('list', { name: 'Blocked users' });
  await expect(blocked.getByRole('listitem').filter({ hasText: '@dave' })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await blocked.getByRole('button', { name: 'Remove @dave' }).click();
  await expect(page.getByText('You have not blocked anyone.')).toBeVisible();
  expect(await api.call<unknown[]>('blocking/list', {}, alice.token)).toEqual([]);

  await page.getByRole('link', { name: 'Muted instances' }).click();
  await page.getByRole('textbox', { name: 'Server host' }).fill('https://Noisy.Example/about');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const instances = page.getByRole('list', { name: 'Muted instances' });
  await expect(instances.getByRole('listitem')).toHaveCount(1);
  await expect(instances.getByRole('listitem')).toContainText('noisy.example');
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'muted-instances', atCurrentSize: true });
  expect((await api.call<{ mutedInstances: string[] }>('i', {}, alice.token)).mutedInstances).toEqual([
    'noisy.example',
  ]);
  await instances.getByRole('button', { name: 'Remove noisy.example' }).click();
  await expect(page.getByText('No muted instances.')).toBeVisible();
});
