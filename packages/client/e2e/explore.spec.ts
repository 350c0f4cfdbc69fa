import { expect, expectAccessibleInBothSchemes, signIn, test } from './fixtures';

test('the explore page shows featured notes, a trending tag and the users lists, light and dark', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  const alice = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  const carol = await api.signup('carol', 'carol-password');
  await api.call('notes/create', { text: 'sunrise over the bay #MorningWalk' }, bob.token);
  await api.call('notes/create', { text: 'cold but worth it #morningwalk' }, carol.token);
  const { createdNote } = await api.call<{ createdNote: { id: string } }>(
    'notes/create',
    { text: 'the note everyone liked' },
    alice.token,
  );
  await api.call('notes/create', { text: 'a note nobody reacted to' }, alice.token);
  await api.call('notes/reactions/create', { noteId: createdNote.id, reaction: '👍' }, bob.token);

  await signIn(page, api, 'alice', 'alice-password');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Explore sections' });
  await expect(tabs.getByRole('link', { name: 'Featured' })).toHaveAttribute('aria-current', 'page');
  const featured = page.getByRole('region', { name: 'Featured notes' });
  await expect(featured.getByText('the note everyone liked')).toBeVisible();
  await expect(featured.getByText('a note nobody reacted to')).toHaveCount(0);
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'explore-featured' });

  // The hash selects the tab: the trending tag counts two people, whatever the case they wrote.
  await tabs.getByRole('link', { name: 'Hashtags' }).click();
  await expect(page).toHaveURL(/\/explore#hashtags$/);
  const trending = page.getByRole('region', { name: 'Trending hashtags' });
  const tag = trending.getByRole('listitem').filter({ hasText: '#MorningWalk' });
  await expect(tag.getByRole('link', { name: '#MorningWalk' })).toBeVisible();
  await expect(tag).toContainText('Used by 2 people');
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'explore-hashtags' });

  await tabs.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/explore#users$/);
  for (const name of ['Pinned users', 'Popular users', 'Recently updated', 'New users']) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Pinned users' })).toContainText('Nobody here yet.');
  const newest = page.getByRole('region', { name: 'New users' });
  await expect(newest.getByRole('link', { name: 'carol' })).toBeVisible();
  await expect(newest.getByRole('link', { name: 'bob' })).toBeVisible();
  await expect(newest.getByRole('button', { name: 'Follow', exact: true }).first()).toBeVisible();
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'explore-users', fullPage: true });

  // A reload keeps the tab the hash names.
  await page.reload();
  await expect(page.getByRole('region', { name: 'New users' })).toBeVisible();
});

test('a hashtag page counts its people and leads to the profiles carrying it, light and dark', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  await api.call('notes/create', { text: 'lunch outside #Picnic' }, bob.token);
  await signIn(page, api, 'alice', 'alice-password', { at: '/explore#hashtags' });
  await page
    .getByRole('region', { name: 'Trending hashtags' })
    .getByRole('link', { name: '#Picnic' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '#Picnic' })).toBeVisible();
  await expect(page.getByText('Used by 1 person').filter({ visible: true })).toBeVisible();
  await expect(page.getByText('lunch outside').filter({ visible: true })).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  await page.getByRole('link', { name: 'Profiles with this tag' }).click();
  await expect(page).toHaveURL(/\/user-tags\/Picnic$/);
  await expect(page.getByRole('heading', { level: 1, name: '#Picnic' })).toBeVisible();
  // Profiles on the local instance carry no tags, so the page says so.
  await expect(page.getByText('No profile carries this tag.')).toBeVisible();
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'user-tags' });
});
