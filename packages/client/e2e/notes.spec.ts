import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

type Created = { createdNote: { id: string } };

/** The note page's big note (the article that is not in the conversation or the replies). */
function mainNote(page: Page, name: string) {
  return page.getByRole('article', { name }).filter({ visible: true });
}

test('a CW note is revealed by its button and a long note is collapsed and expanded', async ({
  page,
  api,
}) => {
  const alice = await api.createAdmin('alice', 'alice-password');
  const cw = await api.call<Created>(
    'notes/create',
    { text: 'The butler did it', cw: 'Mystery spoilers', visibility: 'public' },
    alice.token,
  );
  await signIn(page, api, 'alice', 'alice-password', { at: `/notes/${cw.createdNote.id}` });
  const note = mainNote(page, 'Note by alice').first();
  await expect(note.getByText('Mystery spoilers')).toBeVisible();
  await expect(note.getByText('The butler did it')).toHaveCount(0);
  await note.getByRole('button', { name: 'Show content (17 characters)' }).click();
  await expect(note.getByText('The butler did it')).toBeVisible();
  await note.getByRole('button', { name: 'Hide content' }).click();
  await expect(note.getByText('The butler did it')).toHaveCount(0);

  // A long note is folded in a list: the parent of a reply shows as a list item on the reply's page.
  const long = await api.call<Created>(
    'notes/create',
    { text: Array.from({ length: 15 }, (_, i) => `line ${i + 1}`).join('\n'), visibility: 'public' },
    alice.token,
  );
  const reply = await api.call<Created>(
    'notes/create',
    { text: 'What a long note', replyId: long.createdNote.id, visibility: 'public' },
    alice.token,
  );
  await page.goto(`/notes/${reply.createdNote.id}`);
  const conversation = page.getByRole('region', { name: 'Conversation' }).filter({ visible: true });
  const more = conversation.getByRole('button', { name: 'Show more' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(conversation.getByRole('button', { name: 'Show less' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(conversation.getByText(/line 15/)).toBeVisible();
});

test('a reaction by one user updates live for the other on the note page', async ({
  page,
  browser,
  api,
  baseURL,
}) => {
  const alice = await api.createAdmin('alice', 'alice-password');
  await api.signup('bob', 'bob-password');
  const created = await api.call<Created>(
    'notes/create',
    { text: 'React to me', visibility: 'public' },
    alice.token,
  );
  const path = `/notes/${created.createdNote.id}`;

  await signIn(page, api, 'alice', 'alice-password', { at: path });
  const aliceNote = mainNote(page, 'Note by alice');
  await expect(aliceNote.getByText('React to me')).toBeVisible();

  const bobContext = await browser.newContext({ baseURL });
  const bobPage = await bobContext.newPage();
  await signIn(bobPage, api, 'bob', 'bob-password');
  await bobPage.goto(path);
  const bobNote = mainNote(bobPage, 'Note by alice');
  await bobNote.getByRole('button', { name: 'Add reaction' }).click();
  // The react button opens the reaction picker; the palette is its pinned row.
  await bobPage
    .getByRole('dialog', { name: 'Choose a reaction' })
    .getByRole('listbox', { name: 'Pinned' })
    .getByRole('option', { name: /^(thumbs ?up|\+1)$/ })
    .click();
  await expect(bobNote.getByRole('button', { name: '👍: 1' })).toHaveAttribute('aria-pressed', 'true');

  // Alice sees it without reloading, not marked as hers.
  await expect(aliceNote.getByRole('button', { name: '👍: 1' })).toHaveAttribute('aria-pressed', 'false');
  await bobContext.close();
});

test('a poll vote asks for confirmation naming the choice, then shows results', async ({ page, api }) => {
  const alice = await api.createAdmin('alice', 'alice-password');
  const created = await api.call<Created>(
    'notes/create',
    { text: 'Tea or coffee?', poll: { choices: ['Tea', 'Coffee'], multiple: false }, visibility: 'public' },
    alice.token,
  );
  await signIn(page, api, 'alice', 'alice-password', { at: `/notes/${created.createdNote.id}` });
  const note = mainNote(page, 'Note by alice');
  await note.getByRole('button', { name: 'Tea' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vote for “Tea”?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Vote' }).click();
  await expect(note.getByRole('button', { name: /Tea.*1 vote\b/ })).toHaveAttribute('aria-pressed', 'true');
});

test('the note page shows the conversation, the note and its replies, and is accessible', async ({
  page,
  api,
}) => {
  const alice = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  const root = await api.call<Created>(
    'notes/create',
    { text: 'Anyone up?', visibility: 'public' },
    alice.token,
  );
  const middle = await api.call<Created>(
    'notes/create',
    { text: 'I am', replyId: root.createdNote.id, visibility: 'public' },
    bob.token,
  );
  await api.call(
    'notes/create',
    { text: 'Great, coffee?', replyId: middle.createdNote.id, visibility: 'public' },
    alice.token,
  );

  await signIn(page, api, 'alice', 'alice-password', { at: `/notes/${middle.createdNote.id}` });
  await expect(
    page.getByRole('region', { name: 'Conversation' }).filter({ visible: true }).getByText('Anyone up?'),
  ).toBeVisible();
  await expect(mainNote(page, 'Note by bob').getByText('I am')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Replies' }).filter({ visible: true }).getByText('Great, coffee?'),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto('/notes/nonexistent');
  await expect(page.getByRole('heading', { name: 'Note not found' })).toBeVisible();
});

test('a hashtag opens the notes that carry it', async ({ page, api }) => {
  const alice = await api.createAdmin('alice', 'alice-password');
  await api.call('notes/create', { text: 'Planting tomatoes #Garden' }, alice.token);
  await api.call('notes/create', { text: 'Roses are up #garden' }, alice.token);
  await api.call('notes/create', { text: 'Nothing to do with plants' }, alice.token);
  await signIn(page, api, 'alice', 'alice-password', { at: '/@alice' });
  await page
    .getByRole('article')
    .filter({ hasText: 'Roses are up' })
    .getByRole('link', { name: '#garden' })
    .click();
  await expect(page).toHaveURL(/\/tags\/garden$/);
  await expect(page.getByRole('heading', { level: 1, name: '#garden' })).toBeVisible();
  const feed = page.getByRole('region', { name: 'Notes with #garden' });
  await expect(feed.getByText('Planting tomatoes')).toBeVisible();
  await expect(feed.getByText('Roses are up')).toBeVisible();
  await expect(feed.getByText('Nothing to do with plants')).toHaveCount(0);
  await expectAccessible(page);
});
