import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectSplashDismissed,
  type InstanceApi,
  signIn,
  solidPng,
  test,
} from './fixtures';

// Issue 18, "polish found when tried as a new user would": each test is one thing a new user
// saw go wrong. Names carry 🌅, which the emoji style draws as a picture (twemoji by default).

type Created = { createdNote: { id: string } };
const SUNRISE = { name: '🌅' };

/** Saves a screenshot to SHIORI_SCREENSHOT_DIR (for looking at), else to the test's output. */
async function shot(page: Page, file: string) {
  const dir = process.env.SHIORI_SCREENSHOT_DIR;
  await page.screenshot({
    path: dir ? `${dir}/${file}` : test.info().outputPath(file),
    animations: 'disabled',
  });
}

async function alice(api: InstanceApi) {
  const admin = await api.createAdmin('alice', 'alice-password');
  await api.call('i/update', { name: 'Alice 🌅' }, admin.token);
  return admin;
}

async function bob(api: InstanceApi) {
  const user = await api.signup('bob', 'bob-password');
  await api.call('i/update', { name: 'Bob 🌅' }, user.token);
  return user;
}

function mainNote(page: Page) {
  return page
    .getByRole('article', { name: /^Note by/ })
    .filter({ visible: true })
    .first();
}

test('a poll counts "1 vote", and a visitor who votes is offered Sign in and Sign up', async ({
  page,
  api,
  browser,
}) => {
  const admin = await alice(api);
  const { createdNote } = await api.call<Created>(
    'notes/create',
    { text: 'Tea or coffee?', poll: { choices: ['Tea', 'Coffee'] } },
    admin.token,
  );
  await signIn(page, api, 'alice', 'alice-password', { at: `/notes/${createdNote.id}` });
  const note = mainNote(page);
  await note.getByRole('button', { name: 'Tea' }).click();
  await page.getByRole('dialog', { name: 'Vote for “Tea”?' }).getByRole('button', { name: 'Vote' }).click();
  await expect(note.getByRole('button', { name: /^✓ Tea/ })).toContainText('1 vote (100%)');
  await expect(note.getByRole('button', { name: /^Coffee/ })).toContainText('0 votes (0%)');
  await expect(note.getByText('1 vote', { exact: true })).toBeVisible();

  const visitorContext = await browser.newContext({ baseURL: api.origin });
  const visitor = await visitorContext.newPage();
  for (const colorScheme of ['light', 'dark'] as const) {
    await visitor.emulateMedia({ colorScheme });
    await visitor.goto(`/notes/${createdNote.id}`);
    await expectSplashDismissed(visitor);
    await mainNote(visitor).getByRole('button', { name: 'Coffee' }).click();
    const required = visitor.getByRole('dialog', { name: 'Sign in to continue' });
    await expect(required.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(required.getByRole('button', { name: 'Sign up' })).toBeVisible();
    await expectAccessible(visitor);
    await shot(visitor, `signin-required-${colorScheme}.png`);
    await required.getByRole('button', { name: 'Cancel' }).click();
    await expect(required).toHaveCount(0);
  }
  await mainNote(visitor).getByRole('button', { name: 'Coffee' }).click();
  await visitor
    .getByRole('dialog', { name: 'Sign in to continue' })
    .getByRole('button', { name: 'Sign up' })
    .click();
  await expect(visitor.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
  await expect(visitor.getByRole('dialog', { name: 'Sign in to continue' })).toHaveCount(0);
  await visitor.keyboard.press('Escape');
  await mainNote(visitor).getByRole('button', { name: 'Coffee' }).click();
  await visitor
    .getByRole('dialog', { name: 'Sign in to continue' })
    .getByRole('button', { name: 'Sign in' })
    .click();
  await expect(visitor.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  // Nothing was voted on the visitor's behalf.
  await expect(mainNote(visitor).getByText('1 vote', { exact: true })).toBeAttached();
  await visitorContext.close();
});

test('names show their emoji as pictures in lists, cards, dialogs and titles', async ({ page, api }) => {
  test.setTimeout(90_000);
  const admin = await alice(api);
  const other = await bob(api);
  await api.call('following/create', { userId: admin.id }, other.token);
  const { createdNote } = await api.call<Created>('notes/create', { text: 'Morning' }, admin.token);
  await api.call('notes/reactions/create', { noteId: createdNote.id, reaction: '👍' }, other.token);
  const file = await api.upload<{ id: string }>(other.token, {
    name: 'sea.png',
    bytes: solidPng(16, [20, 90, 160]),
    type: 'image/png',
  });
  await signIn(page, api, 'alice', 'alice-password');
  const sunriseIn = (scope: Locator) => expect(scope.getByRole('img', SUNRISE).first()).toBeVisible();

  // The follow lists are titled as Misskey users expect, with the name drawn as in notes.
  await page.goto('/@bob/following');
  const following = page.getByRole('heading', { level: 1, name: /^Bob 🌅\s*'s following$/ });
  await sunriseIn(following);
  await page.goto('/@alice/followers');
  await sunriseIn(page.getByRole('heading', { level: 1, name: /^Alice 🌅\s*'s followers$/ }));
  await sunriseIn(page.getByRole('listitem').filter({ hasText: '@bob' }));
  await expectAccessible(page);

  // The mention suggestions in the home page's composer.
  await page.goto('/');
  const composer = page.getByRole('form', { name: 'New note' }).filter({ visible: true });
  await composer.getByRole('textbox').first().pressSequentially('hi @bo');
  await sunriseIn(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: /@bob/ }));
  await composer.getByRole('textbox').first().fill('');

  await page.goto('/my/notifications');
  await sunriseIn(page.getByRole('link', { name: /Bob.*followed you/ }));

  await page.goto('/settings/accounts');
  await sunriseIn(page.getByRole('listitem').filter({ hasText: '@alice' }));

  await page.goto(`/notes/${createdNote.id}/reactions`);
  await sunriseIn(page.getByRole('listitem').filter({ hasText: '@bob' }));

  await page.goto(`/admin/file/${file.id}`);
  await sunriseIn(page.getByRole('link', { name: /@bob/ }));

  // A text field cannot draw pictures: the name is previewed as it will be shown.
  await page.goto('/settings/profile');
  await page.getByLabel('Display name').fill('Alice 🎉');
  const preview = page.getByText('Shown as').locator('..');
  await expect(preview.getByRole('img', { name: '🎉' })).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await shot(page, `profile-name-preview-${width}-${colorScheme}.png`);
    }
  }
});

test('the not-found page mentions signing in only to visitors', async ({ page, api, browser }) => {
  await alice(api);
  await signIn(page, api, 'alice', 'alice-password', { at: '/no/such/page' });
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  await expect(page.getByText(/sign in/i)).toHaveCount(0);

  const visitorContext = await browser.newContext({ baseURL: api.origin });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/no/such/page');
  await expect(visitor.getByText(/you need to sign in to see it/)).toBeVisible();
  await visitorContext.close();
});

test('on a phone the connection dot stays off the page, and the drawer shows the name', async ({
  page,
  api,
  instance,
}) => {
  const admin = await alice(api);
  for (let n = 0; n < 8; n++) await api.call('notes/create', { text: `Note ${n}\n\nmore` }, admin.token);
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the account menu sits in the drawer: signIn's `at` waits for it in the shell.
  await signIn(page, api, 'alice', 'alice-password');
  await page.goto('/@alice');
  const edit = page.getByRole('link', { name: 'Edit profile' });
  await expect(edit).toBeVisible();
  // Connected is nothing to act on: no dot is drawn over the page (it covered the link once
  // scrolled), and the state is in the drawer's header instead.
  const status = page.getByRole('status', { name: 'Live updates' });
  await expect(status).toHaveAttribute('data-state', 'connected');
  await edit.evaluate((link) => window.scrollBy(0, link.getBoundingClientRect().top - 4));
  const box = await status.boundingBox();
  expect(box && Math.max(box.width, box.height)).toBeLessThanOrEqual(1);
  await edit.click({ trial: true });

  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('button', { name: /Account menu/ }).getByRole('img', SUNRISE)).toBeVisible();
  await expect(drawer.getByRole('status', { name: 'Live updates' })).toHaveAttribute(
    'data-state',
    'connected',
  );
  await expect(drawer.getByRole('status', { name: 'Live updates' }).getByTitle('Connected')).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await shot(page, `drawer-390-${colorScheme}.png`);
  }

  // A dropped connection matters: its pill is shown above the bottom bar, covering no control.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const restarted = instance.restart({ downtimeMs: 1500 });
  const pill = status.getByText('Reconnecting…');
  await expect(pill).toBeVisible();
  const [pillBox, barBox] = await Promise.all([
    pill.boundingBox(),
    page.getByRole('navigation', { name: 'Shortcuts' }).boundingBox(),
  ]);
  expect(pillBox && barBox && pillBox.y + pillBox.height <= barBox.y).toBe(true);
  await shot(page, 'reconnecting-390.png');
  await restarted;
  await expect(status).toHaveAttribute('data-state', 'connected');
});

test('the gallery’s counter sits on a bar dark enough to read over the page', async ({ page, api }) => {
  const admin = await alice(api);
  const colours: Array<[number, number, number]> = [
    [200, 40, 40],
    [40, 160, 60],
    [40, 60, 200],
  ];
  const files = [];
  for (const [index, colour] of colours.entries())
    files.push(
      await api.upload<{ id: string }>(admin.token, { name: `p${index}.png`, bytes: solidPng(64, colour) }),
    );
  const { createdNote } = await api.call<Created>(
    'notes/create',
    { text: 'Three', fileIds: files.map((file) => file.id) },
    admin.token,
  );
  await signIn(page, api, 'alice', 'alice-password');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/notes/${createdNote.id}`);
    await mainNote(page).getByRole('button', { name: 'p0.png', exact: true }).click();
    const gallery = page.getByRole('dialog', { name: 'Image gallery' });
    await expect(gallery).not.toHaveAttribute('aria-busy', 'true');
    await expect(gallery.getByText('1 / 3')).toBeVisible();
    // The bar under the counter lets at most a tenth of the page through, on top of the backdrop.
    const alpha = await gallery.locator('.pswp__top-bar').evaluate((bar) => {
      const channels = getComputedStyle(bar).backgroundColor.match(/[\d.]+/g) ?? [];
      return channels.length === 3 ? 1 : Number(channels[3] ?? 0);
    });
    expect(alpha).toBeGreaterThanOrEqual(0.9);
    await shot(page, `gallery-${width}.png`);
    await page.keyboard.press('Escape');
    await expect(gallery).toHaveCount(0);
  }
});
