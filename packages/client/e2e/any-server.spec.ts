import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessibleInBothSchemes, openAccountMenu, signIn, solidPng } from './fixtures';
import { expect, test } from './otherServer';
import { serveClientStatically } from './staticHost';

const PASSWORD = 'correct horse battery';

/**
 * Opens the sign-in dialog ("Add account" when signed in, the visitor page's Sign in
 * otherwise) and names the other server.
 */
async function chooseOtherServer(page: Page, serverUrl: string, signedIn = true) {
  if (signedIn) {
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Add account' }).click();
    await page.getByRole('menuitem', { name: 'Sign in to an existing account' }).click();
  } else {
    await page.getByRole('button', { name: 'Sign in' }).first().click();
  }
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('button', { name: 'Use another server' }).click();
  await dialog.getByLabel('Server').fill(serverUrl);
  await expect(dialog.getByLabel('Password')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const host = new URL(serverUrl).host;
  await expect(dialog.getByRole('button', { name: `Continue to ${host}` })).toBeVisible();
  return dialog;
}

test('an account on another server is signed in with a token made there, posts and reads live there, and lives beside the first', async ({
  page,
  api,
  instance,
  other,
  otherApi,
}) => {
  await api.createAdmin('alice', PASSWORD);
  await otherApi.createAdmin('bob', PASSWORD);
  const { i: bobToken } = await otherApi.call<{ i: string }>('signin-flow', {
    username: 'bob',
    password: PASSWORD,
  });
  await signIn(page, api, 'alice', PASSWORD);

  const dialog = await chooseOtherServer(page, other.url);
  await dialog.getByRole('button', { name: 'Paste an access token instead' }).click();
  await dialog.getByLabel('Access token').fill(bobToken);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('@bob');
  // The client is still the one served by the first instance.
  expect(new URL(page.url()).origin).toBe(instance.url);

  // Posting, and uploading its picture, go to bob's server, not to the one serving the client.
  const composer = page.getByRole('form', { name: 'New note' }).filter({ visible: true });
  await composer.getByRole('textbox', { name: "What's happening?" }).fill('Posted across origins');
  await composer
    .getByTestId('composer-file-input')
    .setInputFiles([
      { name: 'green.png', mimeType: 'image/png', buffer: Buffer.from(solidPng(64, [40, 160, 80])) },
    ]);
  const attached = composer.getByRole('region', { name: 'Attached files' });
  await expect(attached.getByRole('button', { name: /^Actions for green\./ })).toBeVisible();
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  // The note can arrive by the stream before the composer has emptied: look in the timeline.
  await expect(page.getByRole('article').filter({ hasText: 'Posted across origins' }).first()).toBeVisible();
  const onOther = await otherApi.call<{ text: string; files: { url: string }[] }[]>(
    'notes/local-timeline',
    {},
  );
  const posted = onOther.find((note) => note.text === 'Posted across origins');
  expect(posted?.files[0]?.url.startsWith(other.url)).toBe(true);
  // The picture on screen is loaded from bob's server.
  const picture = page
    .getByRole('article')
    .filter({ hasText: 'Posted across origins' })
    .first()
    .locator('img[src*="/files/"]')
    .first();
  await expect(picture).toHaveAttribute('src', new RegExp(`^${other.url}/files/`));
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const onFirst = await api.call<{ text: string }[]>('notes/local-timeline', {});
  expect(onFirst.map((note) => note.text)).not.toContain('Posted across origins');

  // A note written on bob's server arrives live through its stream.
  const { createdNote: live } = await otherApi.call<{ createdNote: { id: string } }>(
    'notes/create',
    { text: 'Live from the second server' },
    bobToken,
  );
  await expect(page.getByText('Live from the second server').filter({ visible: true })).toBeVisible();

  // Reacting goes to bob's server too.
  const liveNote = page.getByRole('article').filter({ hasText: 'Live from the second server' }).first();
  await liveNote.getByRole('button', { name: 'Add reaction' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a reaction' })
    .getByRole('listbox', { name: 'Pinned' })
    .getByRole('option', { name: /^(thumbs ?up|\+1)$/ })
    .click();
  await expect(liveNote.getByRole('button', { name: '👍: 1' })).toHaveAttribute('aria-pressed', 'true');
  const reactions = await otherApi.call<{ type: string }[]>('notes/reactions', { noteId: live.id });
  expect(reactions.map((reaction) => reaction.type)).toEqual(['👍']);

  // Both accounts are kept: switch to alice (first server) and back.
  let menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Switch to @alice' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('@alice');
  await expect(page.getByText('Posted across origins')).toHaveCount(0);
  // From alice's session the composer posts as bob, on his server.
  const aliceComposer = page.getByRole('form', { name: 'New note' }).filter({ visible: true });
  await aliceComposer.getByRole('button', { name: /^Posting account/ }).click();
  await page.getByRole('menuitemradio', { name: /@bob/ }).click();
  await aliceComposer.getByRole('textbox', { name: "What's happening?" }).fill('Sent as bob from alice');
  await aliceComposer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(aliceComposer.getByRole('textbox', { name: "What's happening?" })).toHaveValue('');
  const bobsNotes = await otherApi.call<{ text: string }[]>('notes/local-timeline', {});
  expect(bobsNotes.map((note) => note.text)).toContain('Sent as bob from alice');
  menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Switch to @bob' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('@bob');
  await expect(page.getByText('Live from the second server').filter({ visible: true })).toBeVisible();

  // Signing out of bob keeps alice.
  menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('@alice');
  menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Switch to @bob' })).toHaveCount(0);
});

/** Starts MiAuth from the dialog and answers the session id the other server was sent. */
async function startMiAuth(
  page: Page,
  instanceUrl: string,
  otherUrl: string,
): Promise<{ session: string; permission: string[] }> {
  const dialog = await chooseOtherServer(page, otherUrl);
  await dialog.getByRole('button', { name: `Continue to ${new URL(otherUrl).host}` }).click();
  await page.waitForURL(`${otherUrl}/miauth/**`);
  const asked = new URL(page.url());
  expect(asked.searchParams.get('callback')).toBe(`${instanceUrl}/miauth-callback`);
  expect(asked.searchParams.get('name')).toBe('Shiori');
  const permission = asked.searchParams.get('permission')?.split(',') ?? [];
  expect(permission).toEqual(expect.arrayContaining(['read:account', 'write:notes', 'write:drive']));
  const session = asked.pathname.split('/').pop() ?? '';
  expect(session).toMatch(/^[0-9a-f-]{36}$/);
  return { session, permission };
}

/** The second server's default light theme: its background tells whose theme is on screen. */
const OTHER_LIGHT_THEME = { id: 'other-paper', name: 'Other paper', base: 'light', props: { bg: '#fdf6e3' } };
const OTHER_THEME_FILE = join(mkdtempSync(join(tmpdir(), 'shiori-e2e-theme-')), 'light.json');
writeFileSync(OTHER_THEME_FILE, JSON.stringify(OTHER_LIGHT_THEME));
// The built-in light emerald's background, and the second server's theme's.
const EMERALD_BG = 'rgb(245, 246, 244)';
const OTHER_BG = 'rgb(253, 246, 227)';
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('with a default theme on the other server', () => {
  test.use({ otherEnv: { DEFAULT_LIGHT_THEME: OTHER_THEME_FILE } });

  test("MiAuth signs in to the other server through its own consent page, the account brings its server's theme, and a session it did not allow signs in nobody", async ({
    page,
    api,
    instance,
    other,
    otherApi,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await api.createAdmin('alice', PASSWORD);
    await otherApi.createAdmin('bob', PASSWORD);
    await signIn(page, api, 'alice', PASSWORD);
    await expect.poll(() => bodyBackground(page)).toBe(EMERALD_BG);

    await startMiAuth(page, instance.url, other.url);
    // Bob's server's own consent page: nobody is signed in there yet, so it asks first.
    const signInThere = page.getByRole('dialog', { name: 'Sign in' });
    await signInThere.getByLabel('Username').fill('bob');
    await signInThere.getByLabel('Password').fill(PASSWORD);
    await signInThere.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Authorize an app' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(other.url);
    await expect(page.getByText('Shiori asks for access to your account.')).toBeVisible();
    await expect(page.getByText(`Afterwards you go back to ${new URL(instance.url).host}`)).toBeVisible();
    await page.getByRole('button', { name: 'Allow' }).click();

    // Back in the client of the first server, signed in as bob.
    await page.waitForURL(`${instance.url}/**`);
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('@bob');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    // Nobody chose a theme: bob's server's default is the one shown while bob is the account.
    await expect.poll(() => bodyBackground(page)).toBe(OTHER_BG);
    // The token the client got works for posting on bob's server.
    const composer = page.getByRole('form', { name: 'New note' }).filter({ visible: true });
    await composer.getByRole('textbox', { name: "What's happening?" }).fill('Signed in by MiAuth');
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    // The composer's own text matches too: wait for the note itself, and for the form to empty.
    await expect(page.getByRole('article').filter({ hasText: 'Signed in by MiAuth' }).first()).toBeVisible();
    await expect(composer.getByRole('textbox', { name: "What's happening?" })).toHaveValue('');
    const onOther = await otherApi.call<{ text: string }[]>('notes/local-timeline', {});
    expect(onOther.map((note) => note.text)).toContain('Signed in by MiAuth');

    // Alice's server has no default theme: switching to her brings the built-in one back.
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Switch to @alice' }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('@alice');
    await expect.poll(() => bodyBackground(page)).toBe(EMERALD_BG);

    // Coming back without having allowed it there: the server gives no token, and the page says so.
    const second = await startMiAuth(page, instance.url, other.url);
    await page.goto(`${instance.url}/miauth-callback?session=${second.session}`);
    await expect(page.getByText(`${new URL(other.url).host} did not allow the sign-in.`)).toBeVisible();
    await page.getByRole('link', { name: 'Go to the start page' }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('@alice');
  });
});

test('the server step and the callback page are accessible and fit, light and dark', async ({
  page,
  api,
  other,
}, testInfo) => {
  test.slow();
  await api.createAdmin('alice', PASSWORD);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const photos = (name: string) => ({ testInfo, name: `${name}-${width}`, atCurrentSize: true });
    await page.goto('/');
    // The address field with a refused address: its problem is said under it.
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    const addressing = page.getByRole('dialog', { name: 'Sign in' });
    await addressing.getByRole('button', { name: 'Use another server' }).click();
    await addressing.getByLabel('Server').fill('ftp://files.example');
    await expect(addressing.getByText('Only http:// and https:// addresses can be used.')).toBeVisible();
    await expectAccessibleInBothSchemes(page, photos('address'));
    await addressing.getByRole('button', { name: 'Cancel' }).click();
    await expect(addressing).toHaveCount(0);

    const dialog = await chooseOtherServer(page, other.url, false);
    await expectAccessibleInBothSchemes(page, photos('server-step'));
    await dialog.getByRole('button', { name: 'Paste an access token instead' }).click();
    await expect(dialog.getByLabel('Access token')).toBeVisible();
    await expectAccessibleInBothSchemes(page, photos('token-step'));

    await page.goto('/miauth-callback?session=never-started');
    await expect(page.getByText('This sign-in was not started in this browser')).toBeVisible();
    await expectAccessibleInBothSchemes(page, photos('callback'));
  }
});

test('the client hosted as static files on another origin signs in to the server its config.json names', async ({
  page,
  api,
  instance,
}) => {
  await api.createAdmin('alice', PASSWORD);
  const host = await serveClientStatically({ server: instance.url });
  try {
    await page.goto(`${host.url}/`);
    // The visitor page is the named server's: its sign-in is the password flow there.
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Username').fill('alice');
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(host.url);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('account') ?? 'null'));
    expect(saved.origin).toBe(instance.url);

    const composer = page.getByRole('form', { name: 'New note' }).filter({ visible: true });
    await composer.getByRole('textbox', { name: "What's happening?" }).fill('From a static host');
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    // Posted once the composer has emptied (its text also matched while it was still sending).
    await expect(composer.getByRole('textbox', { name: "What's happening?" })).toHaveValue('');
    await expect(page.getByRole('article').filter({ hasText: 'From a static host' }).first()).toBeVisible();
    const notes = await api.call<{ text: string }[]>('notes/local-timeline', {});
    expect(notes.map((note) => note.text)).toContain('From a static host');
  } finally {
    await host.close();
  }
});
