import { expect, expectAccessible, signIn, test } from './fixtures';
import { followAndConfirm } from './follow-helpers';

test('a follow in one tab turns the follow button in another tab without a reload', async ({
  page,
  context,
  api,
}) => {
  // Many steps and page loads; the machine running the suite is shared, so allow for that.
  test.slow();
  await api.createAdmin('alice', 'alice-password');
  await api.signup('bob', 'bob-password');
  await signIn(page, api, 'alice', 'alice-password');
  const other = await context.newPage();

  for (const tab of [page, other]) {
    await tab.goto('/@bob');
    await expect(tab.getByRole('heading', { level: 1, name: 'bob' })).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  }
  // The second tab's stream is up before the first tab acts (its live indicator says so).
  await expect(other.getByRole('status', { name: 'Live updates' }).first()).toHaveAttribute(
    'data-state',
    'connected',
  );

  await followAndConfirm(page, page.getByRole('button', { name: 'Follow', exact: true }));
  await expect(page.getByRole('button', { name: /Unfollow/ })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Following: Unfollow' })).toBeVisible();
  await expectAccessible(other);

  // And back: unfollowing in the second tab turns the first one's button to Follow.
  await other.getByRole('button', { name: 'Following: Unfollow' }).click();
  await expect(other.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'bob' }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
});

test('the home page does not scroll sideways at 390 px, and its timeline tabs keep their names', async ({
  page,
  api,
}) => {
  await api.createAdmin('alice', 'alice-password');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, api, 'alice', 'alice-password');

  const tabs = page.getByRole('tablist', { name: 'Timeline' });
  await expect(tabs.getByRole('tab', { name: 'Home' })).toBeVisible();
  for (const name of ['Local', 'Social', 'Global'])
    await expect(tabs.getByRole('tab', { name })).toBeVisible();
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits).toBe(true);

  // Icons only on a phone (but for the selected tab): the names stay, and a tooltip shows them.
  await tabs.getByRole('tab', { name: 'Global' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Global' })).toBeVisible();
  await tabs.getByRole('tab', { name: 'Social' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Global' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'Global' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);
});
