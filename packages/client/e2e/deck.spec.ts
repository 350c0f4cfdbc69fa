import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  type InstanceApi,
  photosWanted,
  scanAndPhotograph,
  signIn,
  test,
} from './fixtures';

declare global {
  interface Window {
    /** How many sounds Web Audio was asked to start (instrumented in the account column test). */
    __soundsStarted?: number;
  }
}

const SCOPE = ['client', 'deck', 'profiles'];
const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** A timeline column that has loaded: its notes, or the words saying there are none yet. */
const timelineIn = (page: Page, name: string) =>
  column(page, name).getByRole('region').or(column(page, name).getByText('No notes yet.')).first();
const columnOrder = (page: Page) =>
  page
    .locator('[data-column-type]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));

/** What the registry holds for a profile: the column types and names, row by row. */
async function savedLayout(api: InstanceApi, token: string, key: string) {
  const deck = await api
    .call<{ columns: { id: string; type: string; name: string | null }[]; layout: string[][] }>(
      'i/registry/get',
      { scope: SCOPE, key },
      token,
    )
    .catch(() => null);
  if (!deck) return null;
  const byId = new Map(deck.columns.map((c) => [c.id, `${c.type}:${c.name ?? ''}`]));
  return deck.layout.map((row) => row.map((id) => byId.get(id)));
}

async function openColumnMenu(page: Page, name: string) {
  await column(page, name).getByRole('button', { name: 'Column options' }).click();
  const menu = page.getByRole('menu', { name: 'Column options' });
  await expect(menu).toBeVisible();
  return menu;
}

test('the deck: columns added, saved to the registry, moved by keyboard and by drag, live, and one per profile', async ({
  page,
  api,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const alice = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  const list = await api.call<{ id: string }>('users/lists/create', { name: 'Friends' }, alice.token);
  await api.call('users/lists/push', { listId: list.id, userId: bob.id }, alice.token);
  await api.call('following/create', { userId: bob.id }, alice.token);
  await signIn(page, api, 'alice', 'alice-password');

  // The layout menu switches to the deck: a new profile's deck is main, home and notifications.
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('button', { name: 'Layout' })
    .click();
  await page.getByRole('menuitem', { name: 'Choose a layout' }).click();
  await page.getByRole('menuitemradio', { name: 'Deck' }).click();
  await expect(
    page.getByRole('main', { name: 'Main' }).getByRole('heading', { level: 1, name: 'Home' }),
  ).toBeVisible();
  await expect(timelineIn(page, 'Home')).toBeVisible();
  expect(await columnOrder(page)).toEqual(['Main', 'Home', 'Notifications']);

  // Remove the notifications column, then add one again and a list column following "Friends".
  let menu = await openColumnMenu(page, 'Notifications');
  await menu.getByRole('menuitem', { name: 'Remove column' }).click();
  await page.getByRole('dialog', { name: 'Remove column' }).getByRole('button', { name: 'Remove' }).click();
  await expect(column(page, 'Notifications')).toHaveCount(0);
  for (const type of ['Notifications', 'List', 'Mentions']) {
    await page.getByRole('button', { name: 'Add column' }).click();
    await page.getByRole('menu', { name: 'Add column' }).getByRole('menuitem', { name: type }).click();
  }
  await column(page, 'List').getByRole('button', { name: 'Choose a list' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a list' });
  await chooser.getByRole('radio', { name: 'Friends' }).check();
  await chooser.getByRole('button', { name: 'OK' }).click();
  await expect(timelineIn(page, 'Friends')).toBeVisible();
  expect(await columnOrder(page)).toEqual(['Main', 'Home', 'Notifications', 'Friends', 'Mentions']);
  await expect
    .poll(() => savedLayout(api, alice.token, 'default'))
    .toEqual([['main:'], ['tl:'], ['notifications:'], ['list:Friends'], ['mentions:']]);

  // A reload finds the same deck.
  await page.reload();
  await expect(timelineIn(page, 'Friends')).toBeVisible();
  expect(await columnOrder(page)).toEqual(['Main', 'Home', 'Notifications', 'Friends', 'Mentions']);

  // Moved by keyboard from its menu; the new place is announced.
  const options = column(page, 'Friends').getByRole('button', { name: 'Column options' });
  await options.focus();
  await page.keyboard.press('Enter');
  menu = page.getByRole('menu', { name: 'Column options' });
  await menu.getByRole('menuitem', { name: 'Move left' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Friends: column 3 of 5' })).toHaveText(
    'Friends: column 3 of 5, 1 of 1 from the top.',
  );
  expect(await columnOrder(page)).toEqual(['Main', 'Home', 'Friends', 'Notifications', 'Mentions']);
  // Stacked under the column on its left.
  menu = await openColumnMenu(page, 'Mentions');
  await menu.getByRole('menuitem', { name: 'Stack under the column on the left' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mentions: column 4 of 4' })).toHaveText(
    'Mentions: column 4 of 4, 2 of 2 from the top.',
  );
  await expect
    .poll(() => savedLayout(api, alice.token, 'default'))
    .toEqual([['main:'], ['tl:'], ['list:Friends'], ['notifications:', 'mentions:']]);

  // Dragged by its header onto another column, the two swap places.
  const from = await column(page, 'Home').getByRole('heading', { name: 'Home' }).boundingBox();
  const to = await column(page, 'Friends').boundingBox();
  if (!from || !to) throw new Error('columns not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByRole('status').filter({ hasText: 'Home: column 3 of 4' })).toBeAttached();
  expect(await columnOrder(page)).toEqual(['Main', 'Friends', 'Home', 'Notifications', 'Mentions']);
  await expect(column(page, 'Home').getByRole('button', { name: 'Home' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect
    .poll(() => savedLayout(api, alice.token, 'default'))
    .toEqual([['main:'], ['list:Friends'], ['tl:'], ['notifications:', 'mentions:']]);

  // A note posted elsewhere arrives live in the home, list and mentions columns.
  await api.call('notes/create', { text: '@alice Live in the deck' }, bob.token);
  for (const name of ['Home', 'Friends', 'Mentions']) {
    await expect(column(page, name).getByText('Live in the deck')).toBeVisible();
  }
  // The notifications column filters by types of its own, saved with it.
  const notifications = column(page, 'Notifications');
  await expect(notifications.getByRole('link', { name: 'bob mentioned you' })).toBeVisible();
  await notifications.getByRole('button', { name: 'Filter' }).click();
  await page
    .getByRole('menu', { name: 'Filter' })
    .getByRole('menuitemcheckbox', { name: 'Mentions' })
    .click();
  await page.keyboard.press('Escape');
  await expect(notifications.getByRole('link', { name: 'bob mentioned you' })).toHaveCount(0);
  await expect
    .poll(async () => {
      const deck = await api.call<{ columns: { type: string; excludeTypes?: string[] }[] }>(
        'i/registry/get',
        { scope: SCOPE, key: 'default' },
        alice.token,
      );
      return deck.columns.find((c) => c.type === 'notifications')?.excludeTypes;
    })
    .toEqual(['mention']);

  const dir = process.env.SHIORI_SCREENSHOT_DIR;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page);
    for (const width of photosWanted ? [390, 1280] : []) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
      const file = `deck-${width}-${colorScheme}.png`;
      await page.screenshot({
        path: dir ? `${dir}/${file}` : testInfo.outputPath(file),
        animations: 'disabled',
      });
    }
  }

  // A second profile: its own default deck; switching back brings the list column back.
  const openDeckSettings = async () => {
    await page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Deck' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Deck' })).toBeVisible();
  };
  const backToDeck = async () => {
    await page.getByRole('button', { name: 'Full layout' }).click();
    await expect(timelineIn(page, 'Home')).toBeVisible();
  };
  await openDeckSettings();
  await page.getByRole('button', { name: 'New profile' }).click();
  const nameDialog = page.getByRole('dialog', { name: 'New profile' });
  await nameDialog.getByRole('textbox', { name: 'Profile name' }).fill('Work');
  await nameDialog.getByRole('button', { name: 'OK' }).click();
  const profiles = page.getByRole('region', { name: 'Profiles' });
  await expect(profiles.getByRole('listitem').filter({ hasText: 'Work' })).toContainText('In use');
  await expect(profiles.getByRole('button', { name: 'Use default' })).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page);
    const file = `deck-settings-1280-${colorScheme}.png`;
    await page.screenshot({
      path: dir ? `${dir}/${file}` : testInfo.outputPath(file),
      animations: 'disabled',
    });
  }
  await backToDeck();
  expect(await columnOrder(page)).toEqual(['Main', 'Home', 'Notifications']);

  await openDeckSettings();
  await profiles.getByRole('button', { name: 'Use default' }).click();
  await expect(profiles.getByRole('listitem').filter({ hasText: 'default' })).toContainText('In use');
  await backToDeck();
  await expect(timelineIn(page, 'Friends')).toBeVisible();
  expect(await columnOrder(page)).toEqual(['Main', 'Friends', 'Home', 'Notifications', 'Mentions']);

  // A change made in another tab arrives live (registryUpdated).
  const other = await page.context().newPage();
  await other.setViewportSize({ width: 1280, height: 800 });
  await other.goto('/');
  await expect(column(other, 'Mentions')).toBeVisible();
  menu = await openColumnMenu(page, 'Mentions');
  await menu.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename' });
  await rename.getByRole('textbox', { name: 'Column name' }).fill('Replies to me');
  await rename.getByRole('button', { name: 'OK' }).click();
  await expect(column(page, 'Replies to me')).toBeVisible();
  await expect(column(other, 'Replies to me')).toBeVisible();
  await expect(column(other, 'Mentions')).toHaveCount(0);
});

test('a widgets column holds widgets of its own, saved with the deck', async ({ page, api }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const alice = await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password');
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('button', { name: 'Layout' })
    .click();
  await page.getByRole('menuitem', { name: 'Choose a layout' }).click();
  await page.getByRole('menuitemradio', { name: 'Deck' }).click();
  await expect(timelineIn(page, 'Home')).toBeVisible();

  await page.getByRole('button', { name: 'Add column' }).click();
  await page.getByRole('menu', { name: 'Add column' }).getByRole('menuitem', { name: 'Widgets' }).click();
  const widgets = column(page, 'Widgets');
  await widgets.getByRole('button', { name: 'Add widget' }).click();
  await page.getByRole('menuitem', { name: 'Memo', exact: true }).click();
  await widgets
    .getByRole('region', { name: 'Memo' })
    .getByRole('textbox', { name: 'Memo' })
    .fill('Deck memo');
  await expect
    .poll(async () => {
      const deck = await api
        .call<{ columns: { type: string; widgets?: { name: string }[] }[] }>(
          'i/registry/get',
          { scope: SCOPE, key: 'default' },
          alice.token,
        )
        .catch(() => null);
      return deck?.columns.find((c) => c.type === 'widgets')?.widgets?.map((w) => w.name) ?? [];
    })
    .toEqual(['memo']);
  await expectAccessible(page);

  await page.reload();
  await expect(column(page, 'Widgets').getByRole('region', { name: 'Memo' })).toBeVisible();
});

test('a column reads as another saved account, opens pages in windows, and a phone shows one column at a time', async ({
  page,
  api,
}, testInfo) => {
  test.setTimeout(180_000);
  // Counts the sounds Web Audio is asked to start (the browser has no speakers here).
  await page.addInitScript(() => {
    window.__soundsStarted = 0;
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      override createBufferSource() {
        const source = super.createBufferSource();
        const start = source.start.bind(source);
        source.start = (...args: Parameters<AudioBufferSourceNode['start']>) => {
          window.__soundsStarted = (window.__soundsStarted ?? 0) + 1;
          start(...args);
        };
        return source;
      }
    };
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  const alice = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  const carol = await api.signup('carol', 'carol-password');
  await api.call('following/create', { userId: carol.id }, bob.token);
  await api.call('notes/create', { text: 'Carol in the home of bob' }, carol.token);
  await signIn(page, api, 'alice', 'alice-password');
  // Bob is saved on this device too, as after adding him from the account menu.
  await page.evaluate(
    (other) => {
      const saved = JSON.parse(localStorage.getItem('accounts') ?? '[]');
      localStorage.setItem('accounts', JSON.stringify([...saved, other]));
    },
    { id: bob.id, token: bob.token, origin: api.origin },
  );
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('button', { name: 'Layout' })
    .click();
  await page.getByRole('menuitem', { name: 'Choose a layout' }).click();
  await page.getByRole('menuitemradio', { name: 'Deck' }).click();
  await expect(timelineIn(page, 'Home')).toBeVisible();
  await expect(column(page, 'Home').getByText('Carol in the home of bob')).toHaveCount(0);

  // The home column reads as bob: his home timeline, live on his own stream.
  const menu = await openColumnMenu(page, 'Home');
  await menu.getByRole('menuitem', { name: 'Read as account' }).click();
  const chooser = page.getByRole('dialog', { name: 'Read as account' });
  const host = new URL(api.origin).host;
  await chooser.getByRole('radio', { name: `@bob@${host}` }).check();
  await chooser.getByRole('button', { name: 'OK' }).click();
  const bobsHome = column(page, `Home as @bob@${host}`);
  await expect(bobsHome.getByText('Carol in the home of bob')).toBeVisible();
  // The column's own sound for new notes: heard once as it is chosen, then for each arrival.
  const bobsMenu = await openColumnMenu(page, `Home as @bob@${host}`);
  await bobsMenu.getByRole('menuitem', { name: 'Sound for new notes' }).click();
  await page.getByRole('menuitemradio', { name: 'Pop' }).click();
  await expect.poll(() => page.evaluate(() => window.__soundsStarted)).toBe(1);
  const live = await api.call<{ createdNote: { id: string } }>(
    'notes/create',
    { text: 'Carol again, live' },
    carol.token,
  );
  await expect(bobsHome.getByText('Carol again, live')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.__soundsStarted)).toBe(2);
  // A reaction made in his column is bob's (his API, his picker), not alice's.
  const liveNote = bobsHome.getByRole('article').filter({ hasText: 'Carol again, live' });
  await liveNote.getByRole('button', { name: 'Add reaction' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a reaction' })
    .getByRole('listbox', { name: 'Pinned' })
    .getByRole('option', { name: /^(thumbs ?up|\+1)$/ })
    .click();
  await expect(liveNote.getByRole('button', { name: '👍: 1' })).toHaveAttribute('aria-pressed', 'true');
  const reactions = await api.call<{ type: string; user: { id: string } }[]>('notes/reactions', {
    noteId: live.createdNote.id,
  });
  expect(reactions.map((reaction) => [reaction.type, reaction.user.id])).toEqual([['👍', bob.id]]);
  // Saved in the column as bob's server and id, never his token.
  await expect
    .poll(async () => {
      const deck = await api
        .call<{ columns: { type: string; account?: unknown }[] }>(
          'i/registry/get',
          { scope: SCOPE, key: 'default' },
          alice.token,
        )
        .catch(() => null);
      return deck?.columns.find((c) => c.type === 'tl')?.account;
    })
    .toEqual({ id: bob.id, origin: api.origin });
  // The sound is saved in the column, in Misskey's shape.
  await expect
    .poll(async () => {
      const deck = await api
        .call<{ columns: { type: string; soundSetting?: unknown }[] }>(
          'i/registry/get',
          { scope: SCOPE, key: 'default' },
          alice.token,
        )
        .catch(() => null);
      return deck?.columns.find((c) => c.type === 'tl')?.soundSetting;
    })
    .toEqual({ type: 'shiori/pop', volume: 1 });
  const stored = await api.call('i/registry/get', { scope: SCOPE, key: 'default' }, alice.token);
  expect(JSON.stringify(stored)).not.toContain(bob.token);

  // A user opened from a column other than the main one opens in a page window (navWindow).
  await bobsHome.getByRole('link', { name: 'carol', exact: true }).first().click();
  const pageWindow = page.getByRole('dialog', { name: /carol/ });
  await expect(pageWindow).toBeVisible();
  // The window reads as bob too: he follows carol, alice does not.
  await expect(pageWindow.getByRole('button', { name: /^Following/ })).toBeVisible();
  await expect(
    page.getByRole('main', { name: 'Main' }).getByRole('heading', { level: 1, name: 'Home' }),
  ).toBeVisible();
  await pageWindow.getByRole('button', { name: 'Close' }).click();
  await expect(pageWindow).toHaveCount(0);

  // A phone: one column at a time, a tab per column, the bottom navigation.
  await page.setViewportSize({ width: 390, height: 844 });
  const bar = page.getByRole('tablist', { name: 'Columns' });
  await expect(bar.getByRole('tab')).toHaveText(['Main', 'Home', 'Notifications']);
  await expect(bar.getByRole('tab', { name: `Home as @bob@${host}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toBeVisible();
  await bar.getByRole('tab', { name: 'Notifications' }).click();
  await expect(bar.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
  await expect(column(page, 'Notifications')).toBeInViewport({ ratio: 0.9 });
  // By keyboard: the arrow keys move along the tabs, bringing each column into view.
  await page.keyboard.press('ArrowLeft');
  await expect(bar.getByRole('tab', { name: 'Home' })).toBeFocused();
  await expect(bar.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
  await expect(bobsHome).toBeInViewport({ ratio: 0.9 });
  // A swipe back to the first column: the bar follows.
  await page
    .locator('[data-row-key]')
    .first()
    .evaluate((row) => row.parentElement?.scrollTo({ left: 0 }));
  await expect(bar.getByRole('tab', { name: 'Main' })).toHaveAttribute('aria-selected', 'true');
  await scanAndPhotograph(page, testInfo, 'deck-account-column');
});
