import { expect, scanAndPhotograph, signIn, test } from './fixtures';

const PASSWORD = 'correct horse battery';

test('the games hub opens from the navigation and the clicker keeps its count across a reload', async ({
  page,
  api,
}, testInfo) => {
  const { token } = await api.createAdmin('baker', PASSWORD);
  await signIn(page, api, 'baker', PASSWORD);

  // Games is not in the default navigation: add it, then follow it.
  await page.goto('/settings/navbar');
  await page.getByLabel('Entry to add').selectOption({ label: 'Games' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'games-hub');

  await page.getByRole('link', { name: 'Clicker' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clicker' })).toBeVisible();
  const board = page.getByRole('region', { name: 'Clicker' });
  const cookies = board.getByRole('status');
  const bake = board.getByRole('button', { name: 'Bake a cookie' });
  await expect(cookies).toHaveText('0');
  await bake.click();
  await expect(cookies).toHaveText('1');
  // The first cookie earns an achievement of its own.
  await expect(page.getByRole('status').filter({ hasText: 'Achievement earned' })).toContainText(
    'First bite',
  );
  // Playable by keyboard: the cookie is a button.
  await bake.focus();
  await page.keyboard.press('Enter');
  await expect(cookies).toHaveText('2');
  await page.keyboard.press('Space');
  await expect(cookies).toHaveText('3');
  await expect(board).toContainText('Clicks in total: 3');

  // Saved to the registry as Misskey keeps it, so the widget and Misskey Web count the same.
  await expect
    .poll(async () => {
      const save = await api
        .call<{ cookies: number }>('i/registry/get', { scope: ['clickerGame'], key: 'saveData' }, token)
        .catch(() => null);
      return save?.cookies;
    })
    .toBe(3);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Clicker' }).getByRole('status')).toHaveText('3');
  await scanAndPhotograph(page, testInfo, 'clicker');
});
