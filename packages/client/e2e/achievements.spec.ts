import { expect, scanAndPhotograph, signIn, test } from './fixtures';

const PASSWORD = 'correct horse battery';

test('the first note earns notes1: a toast with its medal, then /my/achievements lists it', async ({
  page,
  api,
}, testInfo) => {
  await api.createAdmin('alice', PASSWORD);
  // A stream that brings nothing (as before it connects): the toast comes all the same, from the
  // account's list read again after the claim.
  await page.routeWebSocket(/\/streaming/, () => {});
  // The watcher loads after start-up; on a slow machine the note is posted before it listens.
  let releaseWatcher = () => {};
  const watcherHeld = new Promise<void>((release) => {
    releaseWatcher = release;
  });
  await page.route(/AchievementWatcher-[\w-]+\.js$/, async (route) => {
    await watcherHeld;
    await route.continue();
  });
  await signIn(page, api, 'alice', PASSWORD);
  const composer = page.getByRole('form', { name: 'New note' }).filter({ visible: true });
  await composer.getByRole('textbox', { name: "What's happening?" }).fill('Hello, world');
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer.getByRole('textbox', { name: "What's happening?" })).toHaveValue('');
  releaseWatcher();

  const toast = page.getByRole('status').filter({ hasText: 'Achievement earned' });
  await expect(toast).toContainText('Notes posted: 1');
  await expect(toast.getByRole('img', { name: 'Bronze' })).toBeVisible();

  await page.goto('/my/achievements');
  await expect(page.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Achievements' }).getByRole('listitem');
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText('Notes posted: 1');
  await scanAndPhotograph(page, testInfo, 'my-achievements');

  // The profile's tab shows the same list to anyone.
  await page.goto('/@alice');
  await page.getByRole('link', { name: 'Achievements' }).click();
  await expect(page.getByRole('list', { name: 'Achievements' }).getByRole('listitem')).toContainText(
    'Notes posted: 1',
  );
});
