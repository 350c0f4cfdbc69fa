import type { Page } from '@playwright/test';
import { expect, expectAccessible, type InstanceApi, signIn, test } from './fixtures';

const PASSWORD = 'correct horse battery';

/** The inline composer at the top of the home page. */
function homeComposer(page: Page) {
  return page.getByRole('form', { name: 'New note' }).filter({ visible: true });
}

async function setUp(api: InstanceApi, page: Page) {
  const admin = await api.createAdmin('alice', PASSWORD);
  await signIn(page, api, 'alice', PASSWORD);
  return admin;
}

test('a note with a content warning and a poll is posted and shown in the timeline', async ({
  page,
  api,
}) => {
  await setUp(api, page);
  const composer = homeComposer(page);
  await composer.getByRole('button', { name: 'Add content warning' }).click();
  await composer.getByRole('textbox', { name: 'Content warning' }).fill('Lunch talk');
  await composer.getByRole('textbox', { name: "What's happening?" }).fill('What should we eat?');
  await composer.getByRole('button', { name: 'Poll', exact: true }).click();
  await composer.getByRole('textbox', { name: 'Choice 1' }).fill('Noodles');
  await composer.getByRole('textbox', { name: 'Choice 2' }).fill('Curry');
  await composer.getByRole('button', { name: 'Add choice' }).click();
  await composer.getByRole('textbox', { name: 'Choice 3' }).fill('Salad');
  await composer.getByRole('button', { name: 'Post', exact: true }).click();

  // The form resets, and the note arrives on the timeline behind its CW.
  await expect(composer.getByRole('textbox', { name: "What's happening?" })).toHaveValue('');
  const note = page.getByRole('article').filter({ hasText: 'Lunch talk' }).first();
  await expect(note).toBeVisible();
  await note.getByRole('button', { name: /Show content/ }).click();
  await expect(note.getByText('What should we eat?')).toBeVisible();
  await expect(note.getByText('Curry')).toBeVisible();
  await expect(note.getByText('Salad')).toBeVisible();
});

test('a failed post keeps every field and posts once the server is back', async ({ page, api, instance }) => {
  await setUp(api, page);
  const composer = homeComposer(page);
  await composer.getByRole('button', { name: 'Add content warning' }).click();
  await composer.getByRole('textbox', { name: 'Content warning' }).fill('Outage');
  await composer
    .getByRole('textbox', { name: "What's happening?" })
    .fill('Written while the server was down');

  const restarted = instance.restart({ downtimeMs: 4000 });
  await expect
    .poll(() =>
      fetch(`${instance.url}/api/meta`, { method: 'POST' }).then(
        () => 'up',
        () => 'down',
      ),
    )
    .toBe('down');
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  const problem = page.getByRole('dialog', { name: 'Could not reach the server' });
  await expect(problem).toBeVisible();
  await problem.getByRole('button').last().click();

  await expect(composer.getByRole('textbox', { name: "What's happening?" })).toHaveValue(
    'Written while the server was down',
  );
  await expect(composer.getByRole('textbox', { name: 'Content warning' })).toHaveValue('Outage');

  await restarted;
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer.getByRole('textbox', { name: "What's happening?" })).toHaveValue('');
  const notes = await api.call<{ text: string; cw: string }[]>('notes/local-timeline', { limit: 5 });
  expect(notes.map((n) => [n.cw, n.text])).toContainEqual(['Outage', 'Written while the server was down']);
});

test('a reply to a followers-only note stays followers-only', async ({ page, api }) => {
  const alice = await setUp(api, page);
  const bob = await api.signup('bob', PASSWORD);
  const { createdNote } = await api.call<{ createdNote: { id: string } }>(
    'notes/create',
    { text: 'Only for my followers', visibility: 'followers' },
    bob.token,
  );
  await api.call('following/create', { userId: bob.id }, alice.token);

  await page.goto(`/notes/${createdNote.id}`);
  const original = page.getByRole('article').filter({ hasText: 'Only for my followers' }).first();
  await original.getByRole('button', { name: /^Reply/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New note' });
  await expect(dialog.getByRole('button', { name: 'Visibility: Followers' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: "What's happening?" }).fill('I see it too');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/notes/create')),
    dialog.getByRole('button', { name: 'Post', exact: true }).click(),
  ]);
  const body = (await response.json()) as { createdNote: { visibility: string; replyId: string } };
  expect(body.createdNote).toMatchObject({ visibility: 'followers', replyId: createdNote.id });
  await expect(dialog).toBeHidden();
});

test('a scheduled note appears in the timeline when its time comes', async ({ page, api }) => {
  const admin = await setUp(api, page);
  // Make sure the policy allows scheduling, whatever the default is.
  await api
    .call(
      'admin/roles/update-default-policies',
      { policies: { canScheduleNote: true, scheduledNoteLimit: 10 } },
      admin.token,
    )
    .catch(() => {});
  await page.reload();
  const composer = homeComposer(page);
  await composer.getByRole('textbox', { name: "What's happening?" }).fill('Posted by the clock');
  await composer.getByRole('button', { name: 'Schedule', exact: true }).click();
  const when = await page.evaluate(() => {
    const at = new Date(Date.now() + 6000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
      time: `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`,
    };
  });
  await composer.getByLabel('Post date').fill(when.date);
  await composer.getByLabel('Post time').fill(when.time);
  // While scheduled, the submit button says so.
  await composer.locator('button[type="submit"]').click();
  await expect(composer.getByRole('textbox', { name: "What's happening?" })).toHaveValue('');
  await expect(page.getByRole('article').filter({ hasText: 'Posted by the clock' }).first()).toBeVisible({
    timeout: 30_000,
  });
});

test('Esc asks before discarding what was written in the composer dialog', async ({ page, api }) => {
  const admin = await setUp(api, page);
  await api.call('notes/create', { text: 'Something to answer' }, admin.token);
  await page.reload();
  const note = page.getByRole('article').filter({ hasText: 'Something to answer' }).first();
  await note.getByRole('button', { name: /^Reply/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New note' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  const text = dialog.getByRole('textbox', { name: "What's happening?" });
  await text.fill('Half a thought');
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Discard this note?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(text).toHaveValue('Half a thought');

  await text.focus();
  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog', { name: 'Discard this note?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(dialog).toBeHidden();
});
