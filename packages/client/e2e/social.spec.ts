import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, InstanceApi, signIn, test } from './fixtures';
import { followAndConfirm } from './follow-helpers';

/** A second person in their own browser context, signed in. */
async function secondUser(browser: Browser, baseURL: string, username: string, password: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, new InstanceApi(baseURL), username, password);
  return { context, page };
}

function followButton(page: Page) {
  return page.getByRole('button', { name: /^(Follow|Following: Unfollow|Unfollow)$/ });
}

test('two people follow each other, see each other live, and get notified', async ({
  page,
  api,
  browser,
  instance,
}) => {
  // Two browser contexts, two sign-ins and eight page loads: three times the usual budget, so
  // a loaded machine does not fail it while a hang still does.
  test.slow();
  await api.createAdmin('alice', 'alice-password');
  await api.signup('bob', 'bob-password');
  await signIn(page, api, 'alice', 'alice-password');
  const bob = await secondUser(browser, instance.url, 'bob', 'bob-password');

  // Alice waits on her notifications; Bob follows her from her profile.
  await page.goto('/my/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();

  await bob.page.goto('/@alice');
  await expect(bob.page.getByRole('heading', { level: 1, name: 'alice' })).toBeVisible();
  await expectAccessible(bob.page);
  await followAndConfirm(bob.page, bob.page.getByRole('button', { name: 'Follow', exact: true }));
  await expect(bob.page.getByRole('button', { name: /Unfollow/ })).toBeVisible();

  // The follow notification arrives live, and "Mark all as read" clears the unread state.
  await expect(page.getByRole('link', { name: 'bob followed you' })).toBeVisible();
  await expect(page.getByText('You have unread notifications.')).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('All caught up.')).toBeVisible();

  // Alice follows back from Bob's profile; his followers list shows her.
  await page.goto('/@bob');
  await followAndConfirm(page, followButton(page).filter({ hasText: 'Follow' }));
  await expect(page.getByRole('button', { name: /Unfollow/ })).toBeVisible();
  await page.getByRole('link', { name: /Followers/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: "bob's followers" })).toBeVisible();
  await expect(page.getByRole('listitem').getByRole('link', { name: 'alice', exact: true })).toBeVisible();

  // A note Alice posts through the home page's box appears on Bob's home timeline live.
  await bob.page.goto('/');
  await bob.page.getByRole('tab', { name: 'Home' }).click();
  await expect(bob.page.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/');
  await page.getByRole('textbox', { name: "What's happening?" }).fill('Hello from Alice, live');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(bob.page.getByText('Hello from Alice, live')).toBeVisible();
  await expectAccessible(bob.page);

  await bob.context.close();
});
