import { expect, expectAccessible, expectSplashDismissed, type InstanceApi, signIn, test } from './fixtures';

const sideColumn = (page: import('@playwright/test').Page) =>
  page.getByRole('complementary', { name: 'Side column' });

/** The side column's widget regions, top to bottom, by name. */
const widgetNames = (page: import('@playwright/test').Page) =>
  sideColumn(page)
    .locator('[data-widget-id]')
    .evaluateAll((regions) =>
      regions.map(
        (region) => document.getElementById(region.getAttribute('aria-labelledby') ?? '')?.textContent,
      ),
    );

/** The `widgets` setting as the server's registry holds it (account scope). */
async function savedWidgets(api: InstanceApi, token: string) {
  try {
    return await api.call<{ name: string; data: Record<string, unknown> }[]>(
      'i/registry/get',
      { scope: ['client'], key: 'widgets' },
      token,
    );
  } catch {
    return [];
  }
}

test('widgets in the side column: add, set up, reorder by keyboard, and find them after a reload', async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const alice = await api.createAdmin('alice', 'alice-password');
  await api.call('notes/create', { text: 'Gardening today #seedlings' }, alice.token);
  await signIn(page, api, 'alice', 'alice-password');
  const side = sideColumn(page);
  // The default set: the account and its server, as the side column always showed.
  await expect(side.getByRole('region', { name: 'Profile' })).toContainText('@alice');
  expect(await widgetNames(page)).toEqual(['Profile', 'Server']);

  const add = async (name: string) => {
    await side.getByRole('button', { name: 'Add widget' }).click();
    await page.getByRole('menuitem', { name, exact: true }).click();
    await expect(side.getByRole('region', { name, exact: true })).toBeVisible();
  };
  await add('Memo');
  await add('Clock');
  await add('Trending hashtags');

  const memo = side.getByRole('region', { name: 'Memo' });
  await memo.getByRole('textbox', { name: 'Memo' }).fill('Water the seedlings');
  await expect(memo.getByText('Saved')).toBeVisible();
  await expect(side.getByRole('region', { name: 'Trending hashtags' }).getByRole('link')).toHaveText(
    '#seedlings',
  );

  // Settings change what the widget shows: the clock's time zone.
  const clock = side.getByRole('region', { name: 'Clock', exact: true });
  await expect(clock.getByText("This device's time zone")).toBeVisible();
  await clock.getByRole('button', { name: 'Clock options' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clock settings' });
  await dialog.getByLabel('Time zone', { exact: true }).selectOption('Asia/Tokyo');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(clock.getByText('Asia/Tokyo')).toBeVisible();
  const tokyoTime = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', hour: 'numeric' })
    .format(new Date())
    .split(' ')[0];
  await expect(clock.getByRole('img')).toHaveAttribute('aria-label', new RegExp(`^${tokyoTime}:`));

  // Reordering by keyboard: the menu's Move up, announced, with the focus kept on the widget.
  const trendsMenu = side.getByRole('button', { name: 'Trending hashtags options' });
  await trendsMenu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Move up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(side.getByText('Trending hashtags moved to place 4 of 5.')).toBeAttached();
  await expect(trendsMenu).toBeFocused();
  expect(await widgetNames(page)).toEqual(['Profile', 'Server', 'Memo', 'Trending hashtags', 'Clock']);

  // And by dragging a widget's header onto another widget.
  await clock.locator('header').dragTo(side.getByRole('region', { name: 'Memo' }));
  await expect
    .poll(() => widgetNames(page))
    .toEqual(['Profile', 'Server', 'Clock', 'Memo', 'Trending hashtags']);

  // Saved with the account: the registry holds the new order before the page is loaded again.
  const { i: token } = await api.call<{ i: string }>('signin-flow', {
    username: 'alice',
    password: 'alice-password',
  });
  await expect
    .poll(async () => (await savedWidgets(api, token)).map((widget) => widget.name))
    .toEqual(['profile', 'instanceInfo', 'clock', 'memo', 'trends']);
  await page.reload();
  await expect(
    side.getByRole('region', { name: 'Clock', exact: true }).getByText('Asia/Tokyo'),
  ).toBeVisible();
  expect(await widgetNames(page)).toEqual(['Profile', 'Server', 'Clock', 'Memo', 'Trending hashtags']);
  await expect(side.getByRole('textbox', { name: 'Memo' })).toHaveValue('Water the seedlings');
});

test('a side column holding every widget is accessible, light and dark', async ({ page, api }, testInfo) => {
  // Fourteen widgets, six axe scans and four screenshots: more than a minute on a loaded machine.
  test.slow();
  const alice = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  await api.call('notes/create', { text: 'Morning walk #sunrise' }, alice.token);
  await api.call('following/create', { userId: alice.id }, bob.token);
  // Bob's birthday is today (the browser runs on this machine, in its time zone).
  const today = new Date();
  const birthday = `1990-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  await api.call('i/update', { birthday }, bob.token);
  await api.call('following/create', { userId: bob.id }, alice.token);
  const list = await api.call<{ id: string }>('users/lists/create', { name: 'Friends' }, alice.token);
  await api.call('users/lists/push', { listId: list.id, userId: bob.id }, alice.token);
  const every = [
    'profile',
    'instanceInfo',
    'memo',
    'notifications',
    'timeline',
    'calendar',
    'trends',
    'clock',
    'digitalClock',
    'unixClock',
    'postForm',
    'onlineUsers',
    'userList',
    'birthdayFollowings',
  ];
  await api.call(
    'i/registry/set',
    {
      scope: ['client'],
      key: 'widgets',
      value: every.map((name) => ({
        id: name,
        name,
        place: 'right',
        data: name === 'userList' ? { listId: list.id } : {},
      })),
    },
    alice.token,
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, api, 'alice', 'alice-password');
  const side = sideColumn(page);
  // Widgets only: a timeline inside one is a region of its own.
  await expect(side.locator('[data-widget-id]')).toHaveCount(every.length);
  // Real data in each: the follow, the list's member, the note, the tag, the online count.
  await expect(side.getByRole('region', { name: 'Notifications' })).toContainText('followed you');
  await expect(
    side.getByRole('region', { name: 'User list' }).getByRole('link', { name: /@bob/ }),
  ).toHaveAttribute('href', '/@bob');
  await expect(side.getByRole('region', { name: 'Timeline' })).toContainText('Morning walk');
  await expect(side.getByRole('region', { name: 'Trending hashtags' })).toContainText('#sunrise');
  // Alice (this page) and Bob (who followed her) used their tokens in the last 10 minutes.
  await expect(
    side.getByRole('region', { name: 'Online users' }).getByText('2', { exact: true }),
  ).toBeVisible();
  await expect(
    side.getByRole('region', { name: 'Birthdays' }).getByRole('link', { name: /@bob/ }),
  ).toHaveAttribute('href', '/@bob');
  await expect(side.getByRole('region', { name: 'Calendar' }).getByRole('progressbar')).toHaveCount(3);
  await expect(side.getByRole('region', { name: 'Post form' }).getByRole('textbox').first()).toBeVisible();
  // Live: a mention from Bob arrives in the notifications and in the (home) timeline widget.
  await api.call('notes/create', { text: '@alice the tulips are out' }, bob.token);
  await expect(side.getByRole('region', { name: 'Notifications' })).toContainText('the tulips are out');
  await expect(side.getByRole('region', { name: 'Timeline' })).toContainText('the tulips are out');

  const dir = process.env.SHIORI_SCREENSHOT_DIR;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveCSS('color-scheme', colorScheme);
    await expectSplashDismissed(page);
    await expectAccessible(page);
    await page.screenshot({
      path: dir
        ? `${dir}/widgets-1280-${colorScheme}.png`
        : testInfo.outputPath(`widgets-1280-${colorScheme}.png`),
      animations: 'disabled',
      fullPage: true,
    });
    // The settings dialog (the timeline's select and the clock's fields are drawn alike).
    await side.getByRole('button', { name: 'Clock options', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Clock settings' });
    await expect(settings.getByLabel('Time zone', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await settings.getByRole('button', { name: 'Cancel' }).click();
    await expect(settings).toBeHidden();
    // A phone has no side column: the bottom bar's Widgets button opens the same widgets in a sheet.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(side).toBeHidden();
    await page
      .getByRole('navigation', { name: 'Shortcuts' })
      .getByRole('button', { name: 'Widgets' })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Widgets' });
    await expect(drawer.locator('[data-widget-id]')).toHaveCount(every.length);
    await expect(drawer.getByRole('region', { name: 'Memo' }).getByRole('textbox')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({
      path: dir
        ? `${dir}/widgets-390-${colorScheme}.png`
        : testInfo.outputPath(`widgets-390-${colorScheme}.png`),
      animations: 'disabled',
    });
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 900 });
  }
});
