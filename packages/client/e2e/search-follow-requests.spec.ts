import type { Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

const PASSWORD = 'correct horse battery';

/** Axe in both colour schemes, and a screenshot at a phone's and a desktop's width in each. */
async function checkLooks(page: Page, testInfo: TestInfo, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveCSS('color-scheme', colorScheme);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow, `${name} at ${width}px scrolls sideways`).toBe(false);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}-${colorScheme}.png`) });
    }
    await expectAccessible(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a locked account accepts and rejects follow requests, and a new one arrives live', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  const alice = await api.createAdmin('alice', PASSWORD);
  await api.call('i/update', { isLocked: true }, alice.token);
  const bob = await api.signup('bob', PASSWORD);
  const carol = await api.signup('carol', PASSWORD);
  await api.call('following/create', { userId: alice.id }, bob.token);

  await signIn(page, api, 'alice', PASSWORD);
  // The navigation's entry leads to the page.
  await page.goto('/my/follow-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Follow requests' })).toBeVisible();
  const requests = page.getByRole('list', { name: 'Follow requests' });
  const bobRow = requests.getByRole('listitem', { name: /^@bob@/ });
  await expect(bobRow).toBeVisible();
  await expect(page.getByRole('status', { name: 'Live updates' }).first()).toHaveAttribute(
    'data-state',
    'connected',
  );

  // Carol asks while the page is open: her request shows without a reload.
  await api.call('following/create', { userId: alice.id }, carol.token);
  const carolRow = requests.getByRole('listitem', { name: /^@carol@/ });
  await expect(carolRow).toBeVisible();
  await checkLooks(page, testInfo, 'follow-requests');

  await bobRow.getByRole('button', { name: 'Accept' }).click();
  await expect(bobRow).toHaveCount(0);
  const relation = await api.call<{ isFollowing: boolean }>(
    'users/relation',
    { userId: alice.id },
    bob.token,
  );
  expect(relation.isFollowing).toBe(true);

  await carolRow.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('No one is waiting for your approval.')).toBeVisible();
  const rejected = await api.call<{ isFollowing: boolean }>(
    'users/relation',
    { userId: alice.id },
    carol.token,
  );
  expect(rejected.isFollowing).toBe(false);
});

test('s opens search; notes and users are found, the search lives in the URL', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  const alice = await api.createAdmin('alice', PASSWORD);
  const bob = await api.signup('bob', PASSWORD);
  await api.call('i/update', { name: 'Ramen Lover' }, bob.token);
  await api.call('notes/create', { text: 'Ramen for lunch today' }, alice.token);
  await api.call('notes/create', { text: 'Sushi for dinner' }, alice.token);
  await api.call('notes/create', { text: 'bob says ramen is best' }, bob.token);

  await signIn(page, api, 'alice', PASSWORD);
  // Misskey's `s` goes to the search page now that there is one.
  await page.locator('body').press('s');
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();

  const box = page.getByRole('searchbox', { name: 'Search for' });
  await box.fill('ramen');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=ramen&type=note$/);
  const notes = page.getByRole('region', { name: 'Notes matching ramen' });
  await expect(notes.getByRole('article').filter({ hasText: 'Ramen for lunch today' })).toBeVisible();
  await expect(notes.getByRole('article').filter({ hasText: 'bob says ramen is best' })).toBeVisible();
  await expect(notes.getByRole('article').filter({ hasText: 'Sushi' })).toHaveCount(0);
  await checkLooks(page, testInfo, 'search-notes');

  // Only bob's notes: the author filter goes into the URL too.
  await page.getByRole('textbox', { name: 'From user' }).fill('@bob');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=ramen&type=note&username=bob$/);
  const fromBob = page.getByRole('region', { name: 'Notes matching ramen' });
  await expect(fromBob.getByRole('article').filter({ hasText: 'bob says ramen is best' })).toBeVisible();
  await expect(fromBob.getByRole('article').filter({ hasText: 'Ramen for lunch today' })).toHaveCount(0);

  // The users tab finds bob by his display name.
  await page.getByRole('navigation', { name: 'What to search' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/search\?q=ramen&type=user$/);
  const users = page.getByRole('list', { name: 'Users matching ramen' });
  await expect(users.getByRole('link', { name: 'Ramen Lover' })).toBeVisible();
  await checkLooks(page, testInfo, 'search-users');

  // Back goes to the note search as it was.
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search for' })).toHaveValue('ramen');
});

test('when the server does not let the account search notes, the page says so', async ({ page, api }) => {
  const alice = await api.createAdmin('alice', PASSWORD);
  await api.call('admin/roles/update-default-policies', { policies: { canSearchNotes: false } }, alice.token);
  await signIn(page, api, 'alice', PASSWORD, { at: '/search?q=anything' });
  await expect(page.getByText('Your account may not search notes on this server.')).toBeVisible();
  // Users can still be searched.
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByText('No users match this search.')).toBeVisible();
  await expectAccessible(page);
});
