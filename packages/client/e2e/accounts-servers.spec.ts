import { expectAccessible, openAccountMenu, signIn, solidPng } from './fixtures';
import { expect, test } from './otherServer';

const PASSWORD = 'correct horse battery';

test('accounts on two servers are grouped by server, told apart, flag unread notifications, and switch in place', async ({
  page,
  api,
  instance,
  other,
  otherApi,
}, testInfo) => {
  // The same username on both servers; the second one has an icon of its own.
  await api.createAdmin('bob', PASSWORD);
  const otherAdmin = await otherApi.createAdmin('bob', PASSWORD);
  const icon = await otherApi.upload(otherAdmin.token, {
    name: 'icon.png',
    bytes: solidPng(64, [200, 90, 40]),
    type: 'image/png',
  });
  await otherApi.call('admin/update-meta', { iconUrl: icon.url }, otherAdmin.token);
  const carol = await otherApi.signup('carol', PASSWORD);
  const { i: otherToken } = await otherApi.call<{ i: string }>('signin-flow', {
    username: 'bob',
    password: PASSWORD,
  });
  const otherBob = await otherApi.call<{ id: string }>('i', {}, otherToken);
  // That sign-in left him a login notification; read, so the mention below is what flags him.
  await otherApi.call('notifications/mark-all-as-read', {}, otherToken);

  await signIn(page, api, 'bob', PASSWORD);
  // The second bob is saved on this device too, as signing in to him from the menu leaves it.
  await page.evaluate(
    (entry) => {
      const saved = JSON.parse(localStorage.getItem('accounts') ?? '[]');
      localStorage.setItem('accounts', JSON.stringify([...saved, entry]));
    },
    { id: otherBob.id, token: otherToken, origin: other.url },
  );
  await page.goto('/my/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();

  const firstHost = new URL(instance.url).host;
  const otherHost = new URL(other.url).host;
  // With accounts on two servers, the button says which server is in use.
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(`@bob@${firstHost}`);

  let menu = await openAccountMenu(page);
  await expect(menu.getByText(`Shiori · ${firstHost}`)).toBeVisible();
  await expect(menu.getByText(`Shiori · ${otherHost}`)).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: `@bob@${firstHost} Current` })).toBeVisible();
  const otherItem = menu.getByRole('menuitem', { name: `Switch to @bob@${otherHost}` });
  await expect(otherItem).toBeVisible();
  await expect(otherItem).not.toContainText('Unread notifications');
  // The second server's header shows its own icon, loaded from it.
  await expect(menu.locator(`img[src="${icon.url}"]`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // A mention on the second server: its bob now has an unread notification.
  await otherApi.call('notes/create', { text: '@bob the orchard is in bloom' }, carol.token);
  menu = await openAccountMenu(page);
  const unread = menu.getByRole('menuitem', {
    name: `Switch to @bob@${otherHost} Unread notifications`,
  });
  await expect(unread).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(unread).toBeVisible();
      if (width === 1280) await expectAccessible(page);
      await page.screenshot({ path: testInfo.outputPath(`account-menu-${width}-${colorScheme}.png`) });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Switching goes to the other bob and stays on the page.
  await unread.click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(`@bob@${otherHost}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/my/notifications');
  await expect(page.getByText('the orchard is in bloom').filter({ visible: true })).toBeVisible();

  // The composer's account switcher groups the same way, so the two bobs are told apart.
  await page.goto('/');
  const composer = page.getByRole('form', { name: 'New note' }).filter({ visible: true });
  await composer.getByRole('button', { name: /Posting account/ }).click();
  const posters = page.getByRole('menu', { name: 'Posting account' });
  await expect(posters.getByRole('menuitemradio', { name: `bob @bob@${otherHost}` })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(posters.getByRole('menuitemradio', { name: `bob @bob@${firstHost}` })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(posters.getByText(`Shiori · ${firstHost}`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('composer-accounts-1280-light.png') });
});

test("a reload within the hour starts from the server's cached meta without waiting for it, then follows its newer answer", async ({
  page,
  api,
}) => {
  const admin = await api.createAdmin('alice', PASSWORD);
  await signIn(page, api, 'alice', PASSWORD);
  const icon = await api.upload(admin.token, {
    name: 'icon.png',
    bytes: solidPng(64, [40, 90, 200]),
    type: 'image/png',
  });
  await api.call('admin/update-meta', { iconUrl: icon.url }, admin.token);

  // The server holds its meta answer back: the app must not wait for it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/meta', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const serverIcon = page.locator(`img[src="${icon.url}"]`);
  await expect(serverIcon).toHaveCount(0);
  // Its answer, when it comes, replaces the cached copy in place.
  release();
  await expect(serverIcon.first()).toBeVisible();
});
