import type { Page } from '@playwright/test';
import { expectAccessible, type InstanceApi, solidPng } from './fixtures';
import { expect, test } from './otherServer';

const PASSWORD = 'correct horse battery';

interface Saved {
  id: string;
  token: string;
  origin: string;
}

async function savedAccount(api: InstanceApi, username: string): Promise<Saved> {
  const { i: token } = await api.call<{ i: string }>('signin-flow', { username, password: PASSWORD });
  const me = await api.call<{ id: string }>('i', {}, token);
  return { id: me.id, token, origin: api.origin };
}

/**
 * Starts signed in as `current` with `others` saved beside it on this device, as signing in to
 * each of them leaves it (any-server.spec.ts covers those sign-ins).
 */
async function signInWithSaved(page: Page, api: InstanceApi, current: Saved, others: Saved[]) {
  const me = await api.call<Record<string, unknown>>('i', {}, current.token);
  const blank = `${api.origin}/__e2e-sign-in`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/plain', body: '' }));
  await page.goto(blank);
  await page.evaluate(
    ([account, accounts]) => {
      localStorage.setItem('account', JSON.stringify(account));
      localStorage.setItem('accounts', JSON.stringify(accounts));
    },
    [{ ...me, token: current.token, origin: current.origin }, [current, ...others]] as const,
  );
  await page.unroute(blank);
}

/** Picks the account to post as in the composer's switcher. */
async function postAs(page: Page, composer: ReturnType<Page['getByRole']>, handle: RegExp) {
  await composer.getByRole('button', { name: /^Posting account/ }).click();
  await page.getByRole('menuitemradio', { name: handle }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
}

test('replying as an account on another server asks that server for the note, and says so when it cannot find it, keeping the draft', async ({
  page,
  api,
  other,
  otherApi,
}, testInfo) => {
  const alice = await api.createAdmin('alice', PASSWORD);
  await otherApi.createAdmin('bob', PASSWORD);
  const { createdNote } = await api.call<{ createdNote: { id: string } }>(
    'notes/create',
    { text: 'A note on the first server' },
    alice.token,
  );
  const bob = await savedAccount(otherApi, 'bob');
  await signInWithSaved(page, api, await savedAccount(api, 'alice'), [bob]);

  await page.goto(`/notes/${createdNote.id}`);
  const original = page.getByRole('article').filter({ hasText: 'A note on the first server' }).first();
  await original.getByRole('button', { name: /^Reply/ }).click();
  const composer = page.getByRole('dialog', { name: 'New note' });
  await postAs(page, composer, /@bob/);
  const text = composer.getByRole('textbox', { name: "What's happening?" });
  await text.fill('An answer from the second server');

  // The other server is asked for the note by its address on the first one; it does not
  // federate, so it cannot find it.
  const otherHost = new URL(other.url).host;
  const [asked] = await Promise.all([
    page.waitForRequest((request) => request.url() === `${other.url}/api/ap/show`),
    composer.getByRole('button', { name: 'Post', exact: true }).click(),
  ]);
  expect(asked.postDataJSON()).toMatchObject({ uri: `${api.origin}/notes/${createdNote.id}` });
  const alert = page.getByRole('dialog', { name: `Not found on ${otherHost}` });
  await expect(alert).toContainText(
    `${otherHost} could not find the note you are replying to or quoting, so it cannot be posted there as @bob@${otherHost}.`,
  );
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: testInfo.outputPath(`not-found-${width}-${colorScheme}.png`) });
    }
  }
  await alert.getByRole('button', { name: 'OK' }).click();

  // Nothing was posted anywhere, and the draft is still there to post otherwise.
  await expect(text).toHaveValue('An answer from the second server');
  await expect(composer.getByRole('button', { name: 'Post', exact: true })).toBeEnabled();

  // A picture uploaded in the composer is in alice's drive on the first server: it cannot go
  // with bob's note, and the post stops saying so before anything is sent.
  await composer
    .getByTestId('composer-file-input')
    .setInputFiles([
      { name: 'green.png', mimeType: 'image/png', buffer: Buffer.from(solidPng(32, [40, 160, 80])) },
    ]);
  await expect(
    composer
      .getByRole('region', { name: 'Attached files' })
      .getByRole('button', { name: /^Actions for green\./ }),
  ).toBeVisible();
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  const refusal = page.getByRole('dialog', { name: `Cannot post this as @bob@${otherHost}` });
  await expect(refusal).toContainText(
    `The attached files are in the drive of @alice@${new URL(api.origin).host}`,
  );
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(text).toHaveValue('An answer from the second server');

  const onOther = await otherApi.call<{ text: string }[]>('notes/local-timeline', {});
  const onFirst = await api.call<{ text: string }[]>('notes/local-timeline', {});
  expect([...onOther, ...onFirst].map((note) => note.text)).not.toContain('An answer from the second server');
});

test('quoting as another account of the same server posts with the same note, and /authorize-follow opens the profile', async ({
  page,
  api,
}) => {
  const alice = await api.createAdmin('alice', PASSWORD);
  await api.signup('bob', PASSWORD);
  const { createdNote } = await api.call<{ createdNote: { id: string } }>(
    'notes/create',
    { text: 'Worth quoting' },
    alice.token,
  );
  const bob = await savedAccount(api, 'bob');
  await signInWithSaved(page, api, await savedAccount(api, 'alice'), [bob]);

  await page.goto(`/notes/${createdNote.id}`);
  const original = page.getByRole('article').filter({ hasText: 'Worth quoting' }).first();
  await original.getByRole('button', { name: /^Renote/ }).click();
  await page.getByRole('menuitem', { name: 'Quote' }).click();
  const composer = page.getByRole('dialog', { name: 'New note' });
  await postAs(page, composer, /@bob/);
  await composer.getByRole('textbox', { name: "What's happening?" }).fill('Quoted by bob');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/notes/create')),
    composer.getByRole('button', { name: 'Post', exact: true }).click(),
  ]);
  const posted = (await response.json()) as { createdNote: { renoteId: string; userId: string } };
  expect(posted.createdNote).toMatchObject({ renoteId: createdNote.id, userId: bob.id });
  await expect(composer).toBeHidden();

  // Another server's remote follow button sends its reader here with the handle.
  await page.goto(`/authorize-follow?acct=${encodeURIComponent('@bob')}`);
  await expect(page).toHaveURL(/\/@bob$/);
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  // And a link to a note of this server opens the note.
  await page.goto(
    `/authorize_interaction?uri=${encodeURIComponent(`${api.origin}/notes/${createdNote.id}`)}`,
  );
  await expect(page).toHaveURL(new RegExp(`/notes/${createdNote.id}$`));
  await expect(page.getByRole('article').filter({ hasText: 'Worth quoting' }).first()).toBeVisible();
});
