import { expect, expectAccessible, signIn, test } from './fixtures';

const PASSWORD = 'correct horse battery';

interface CreatedNote {
  text: string;
  visibility: string;
  mentions?: string[];
  visibleUserIds?: string[];
}

test('Mention on a profile opens the composer addressed to that user and posts a mention', async ({
  page,
  api,
}) => {
  await api.createAdmin('alice', PASSWORD);
  const bob = await api.signup('bob', PASSWORD);
  await signIn(page, api, 'alice', PASSWORD, { at: '/@bob' });
  await expect(page.getByRole('heading', { level: 1, name: 'bob' })).toBeVisible();
  await page.getByRole('button', { name: 'More actions' }).click();
  await expectAccessible(page);
  await page.getByRole('menuitem', { name: 'Mention' }).click();

  const dialog = page.getByRole('dialog', { name: 'New note' });
  const text = dialog.getByRole('textbox', { name: "What's happening?" });
  await expect(text).toHaveValue('@bob ');
  await text.press('End');
  await text.pressSequentially('see you at the station');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/notes/create')),
    dialog.getByRole('button', { name: 'Post', exact: true }).click(),
  ]);
  const { createdNote } = (await response.json()) as { createdNote: CreatedNote };
  expect(createdNote).toMatchObject({ text: '@bob see you at the station', visibility: 'public' });
  expect(createdNote.mentions).toEqual([bob.id]);
  await expect(dialog).toBeHidden();

  // Bob is told about it.
  const mentions = await api.call<{ text: string }[]>('notes/mentions', {}, bob.token);
  expect(mentions.map((n) => n.text)).toContain('@bob see you at the station');
});

test('Direct note on a profile opens a composer only that user will see', async ({ page, api }) => {
  await api.createAdmin('alice', PASSWORD);
  const bob = await api.signup('bob', PASSWORD);
  await signIn(page, api, 'alice', PASSWORD, { at: '/@bob' });
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Direct note' }).click();

  const dialog = page.getByRole('dialog', { name: 'New note' });
  const text = dialog.getByRole('textbox', { name: "What's happening?" });
  await expect(text).toHaveValue('@bob ');
  await text.press('End');
  await text.pressSequentially('just between us');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/notes/create')),
    dialog.getByRole('button', { name: 'Post', exact: true }).click(),
  ]);
  const { createdNote } = (await response.json()) as { createdNote: CreatedNote };
  expect(createdNote).toMatchObject({ text: '@bob just between us', visibility: 'specified' });
  expect(createdNote.visibleUserIds).toEqual([bob.id]);
});

test('my own profile and signed-out visitors get no writing menu', async ({ page, api }) => {
  await api.createAdmin('alice', PASSWORD);
  await api.signup('bob', PASSWORD);
  await page.goto('/@bob');
  await expect(page.getByRole('heading', { level: 1, name: 'bob' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'More actions' })).toHaveCount(0);

  await signIn(page, api, 'alice', PASSWORD, { at: '/@alice' });
  await expect(page.getByRole('link', { name: 'Edit profile' }).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'More actions' }).filter({ visible: true })).toHaveCount(0);
});
