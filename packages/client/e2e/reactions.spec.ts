import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, InstanceApi, signIn, test } from './fixtures';

type Created = { createdNote: { id: string } };

/** The note page's big note (the article that is not in the conversation or the replies). */
function mainNote(page: Page, name = 'Note by alice') {
  return page.getByRole('article', { name }).filter({ visible: true }).first();
}

/** A moderator (the admin) with three custom emoji, one of them sensitive, and two users. */
async function setUp(api: InstanceApi) {
  const alice = await api.createAdmin('alice', 'alice-password');
  await api.signup('bob', 'bob-password');
  await api.signup('carol', 'carol-password');
  await api.addEmoji(alice.token, {
    name: 'blobwave',
    category: 'Blobs',
    aliases: ['hello', 'hi'],
    license: 'CC0',
    colour: [60, 140, 220],
  });
  await api.addEmoji(alice.token, { name: 'partyhat', category: 'Fun', colour: [220, 170, 40] });
  await api.addEmoji(alice.token, { name: 'spicy', isSensitive: true, colour: [210, 50, 50] });
  return alice;
}

/** Opens the note's reaction picker, searches, and picks the custom emoji `:name:`. */
async function reactThroughPicker(page: Page, name: string) {
  await mainNote(page).getByRole('button', { name: 'Add reaction' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a reaction' });
  await expect(picker).toBeVisible();
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill(name);
  const option = picker
    .getByRole('listbox', { name: 'Custom emoji' })
    .getByRole('option', { name: `:${name}:` });
  // Result images load once typing pauses: the emoji's own picture is shown, not an empty cell.
  await expect
    .poll(() =>
      option.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBeGreaterThan(0);
  await option.click();
  await expect(picker).toHaveCount(0);
}

async function signedInPage(browser: Browser, baseURL: string, username: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, new InstanceApi(baseURL), username, `${username}-password`);
  return { context, page };
}

test('a custom emoji reaction is made through the picker, seen live, changed, removed and remembered', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  const alice = await setUp(api);
  const created = await api.call<Created>(
    'notes/create',
    { text: 'Say hi :blobwave:', visibility: 'public' },
    alice.token,
  );
  const path = `/notes/${created.createdNote.id}`;

  await signIn(page, api, 'bob', 'bob-password', { at: path });
  await expect(mainNote(page).getByText('Say hi')).toBeVisible();

  // Carol watches the same note in her own browser.
  const carol = await signedInPage(browser, baseURL ?? '', 'carol');
  await carol.page.goto(path);
  const carolNote = mainNote(carol.page);
  await expect(carolNote.getByText('Say hi')).toBeVisible();

  await reactThroughPicker(page, 'blobwave');
  const bobNote = mainNote(page);
  await expect(bobNote.getByRole('button', { name: 'blobwave: 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(bobNote.getByRole('button', { name: 'blobwave: 1' }).getByRole('img')).toBeVisible();
  await expect(carolNote.getByRole('button', { name: 'blobwave: 1' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await page.screenshot({ path: test.info().outputPath('reacted-1280-light.png') });
  await carol.page.emulateMedia({ colorScheme: 'dark' });
  await carol.page.setViewportSize({ width: 390, height: 700 });
  await carol.page.screenshot({ path: test.info().outputPath('reacted-390-dark.png') });

  // Another emoji replaces the first, for both of them.
  await reactThroughPicker(page, 'partyhat');
  await expect(bobNote.getByRole('button', { name: 'partyhat: 1' })).toHaveAttribute('aria-pressed', 'true');
  const bobReactions = bobNote.getByRole('list', { name: 'Reactions' });
  const carolReactions = carolNote.getByRole('list', { name: 'Reactions' });
  await expect(bobReactions.getByRole('button', { name: /blobwave/ })).toHaveCount(0);
  await expect(carolNote.getByRole('button', { name: 'partyhat: 1' })).toBeVisible();
  await expect(carolReactions.getByRole('button', { name: /blobwave/ })).toHaveCount(0);

  // Clicking one's own reaction takes it back.
  await bobNote.getByRole('button', { name: 'partyhat: 1' }).click();
  await expect(bobNote.getByRole('list', { name: 'Reactions' })).toHaveCount(0);
  await expect(carolReactions).toHaveCount(0);
  await carol.context.close();

  // Next time, recently used starts with the last custom emoji picked.
  await bobNote.getByRole('button', { name: 'Add reaction' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a reaction' });
  const recent = picker.getByRole('listbox', { name: 'Recently used' });
  await expect(recent.getByRole('option').first()).toHaveAccessibleName(':partyhat:');
  await expect(recent.getByRole('option', { name: ':blobwave:' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
});

test('a heart from the palette is one reaction, counted once, whichever way it is spelt', async ({
  page,
  api,
}) => {
  const alice = await api.createAdmin('alice', 'alice-password');
  await api.signup('bob', 'bob-password');
  const carol = await api.signup('carol', 'carol-password');
  const created = await api.call<Created>(
    'notes/create',
    { text: 'Hearts here', visibility: 'public' },
    alice.token,
  );
  const noteId = created.createdNote.id;
  await signIn(page, api, 'bob', 'bob-password', { at: `/notes/${noteId}` });
  const bobNote = mainNote(page);
  await expect(bobNote.getByText('Hearts here')).toBeVisible();

  // The palette's heart is ❤️; the server keeps it as ❤ and says so on the note's stream.
  await bobNote.getByRole('button', { name: 'Add reaction' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a reaction' });
  await picker
    .getByRole('listbox', { name: 'Pinned' })
    .getByRole('option', { name: 'heart', exact: true })
    .click();
  await expect
    .poll(
      async () => (await api.call<{ reactions: Record<string, number> }>('notes/show', { noteId })).reactions,
    )
    .toEqual({ '❤': 1 });
  await api.call('notes/reactions/create', { noteId, reaction: '❤' }, carol.token);

  const hearts = bobNote.getByRole('list', { name: 'Reactions' }).getByRole('button', { name: /^❤/ });
  await expect(hearts).toHaveAccessibleName('❤️: 2');
  await expect(hearts).toHaveCount(1);
  await expect(hearts).toHaveAttribute('aria-pressed', 'true');

  // Pressing it takes back Bob's heart only.
  await hearts.click();
  await expect(hearts).toHaveAccessibleName('❤: 1');
  await expect(hearts).toHaveAttribute('aria-pressed', 'false');
});

test('a sensitive custom emoji is not offered on a note that takes only non-sensitive reactions', async ({
  page,
  api,
}) => {
  const alice = await setUp(api);
  const careful = await api.call<Created>(
    'notes/create',
    { text: 'Keep it mild', visibility: 'public', reactionAcceptance: 'nonSensitiveOnly' },
    alice.token,
  );
  await signIn(page, api, 'bob', 'bob-password', { at: `/notes/${careful.createdNote.id}` });
  await mainNote(page).getByRole('button', { name: 'Add reaction' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a reaction' });
  const search = picker.getByRole('searchbox', { name: 'Search emoji' });
  await search.fill('spicy');
  await expect(picker.getByText('No emoji match “spicy”.')).toBeVisible();
  await expect(picker.getByRole('option', { name: ':spicy:' })).toHaveCount(0);
  // The ordinary ones still are.
  await search.fill('partyhat');
  await expect(picker.getByRole('option', { name: ':partyhat:' })).toBeVisible();
});

test('a custom emoji in note text opens its detail dialog', async ({ page, api }) => {
  const alice = await setUp(api);
  const created = await api.call<Created>(
    'notes/create',
    { text: 'Say hi :blobwave:', visibility: 'public' },
    alice.token,
  );
  await signIn(page, api, 'bob', 'bob-password', { at: `/notes/${created.createdNote.id}` });
  await mainNote(page).getByRole('button', { name: ':blobwave:' }).click();
  const dialog = page.getByRole('dialog', { name: ':blobwave:' });
  await expect(dialog.getByText('CC0')).toBeVisible();
  await expect(dialog.getByText('Blobs')).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'hello' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: ':blobwave:' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /\/emoji\/blobwave\.webp$/ })).toBeVisible();
  // Bob is no moderator: nothing to edit.
  await expect(dialog.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('emoji-detail-1280-light.png') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.screenshot({ path: test.info().outputPath('emoji-detail-390-dark.png') });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('moderators get an Edit action that opens the emoji manager', async ({ page, api }) => {
  const alice = await setUp(api);
  const created = await api.call<Created>(
    'notes/create',
    { text: 'Party time :partyhat:', visibility: 'public' },
    alice.token,
  );
  await signIn(page, api, 'alice', 'alice-password', { at: `/notes/${created.createdNote.id}` });
  await mainNote(page).getByRole('button', { name: ':partyhat:' }).click();
  const dialog = page.getByRole('dialog', { name: ':partyhat:' });
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/custom-emojis-manager\?edit=partyhat$/);
});
