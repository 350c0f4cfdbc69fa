import { expect, scanAndPhotograph, signIn, test } from './fixtures';

const PASSWORD = 'correct horse battery';

const SCRIPT = [
  '/// @ 0.19.0',
  'Ui:render([',
  '  Ui:C:text({ text: "Ready when you are" })',
  '  Ui:C:button({ text: "Say hi" onClick: @() { <: "hi from the play" } })',
  '])',
].join('\n');

test('Play: write a play in the editor, run it and press its button, like another, find both in the lists', async ({
  page,
  api,
}, testInfo) => {
  const other = await api.signup('composer', PASSWORD);
  const theirs = await api.call<{ id: string }>(
    'flash/create',
    { title: 'Dice roller', summary: 'Rolls one die', script: '<: "4"', permissions: [] },
    other.token,
  );
  await api.signup('player', PASSWORD);
  await signIn(page, api, 'player', PASSWORD);

  // The navigation's Play entry leads to the list, and New play to the editor.
  await page.goto('/play');
  await expect(page.getByRole('heading', { level: 1, name: 'Play' })).toBeVisible();
  await page.getByRole('link', { name: 'New play' }).click();
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('Greeter');
  // What is typed survives a reload.
  await page.reload();
  await expect(title).toHaveValue('Greeter');
  await expect(page.getByText('Your unsaved changes were restored.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Summary' }).fill('Says **hi**');
  // An example replaces the untouched starter script at once.
  const script = page.getByRole('textbox', { name: 'Script' });
  await page.getByRole('button', { name: 'Random picker' }).click();
  await expect(script).toHaveValue(/Mk:save\("choices"/);
  await script.fill(SCRIPT);
  await scanAndPhotograph(page, testInfo, 'play-edit');
  await page.getByRole('button', { name: 'Save' }).click();

  // The play's page: its card, then Play runs it with its interface drawn live.
  await expect(page.getByRole('heading', { level: 1, name: 'Greeter' })).toBeVisible();
  await expect(page).toHaveURL(/\/play\/[^/]+$/);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const stage = page.getByRole('region', { name: 'Running play' });
  await expect(stage.getByText('Ready when you are')).toBeVisible();
  await stage.getByRole('button', { name: 'Say hi' }).click();
  await expect(stage.getByRole('log', { name: 'Output' })).toContainText('hi from the play');
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'play-run');

  // Another author's play: liked here.
  await page.goto(`/play/${theirs.id}`);
  const like = page.getByRole('button', { name: 'Like' });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 like')).toBeVisible();

  await page.goto('/play#my');
  await expect(page.getByRole('link', { name: 'Greeter' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'play-list');
  await page.getByRole('link', { name: 'Liked' }).click();
  await expect(page.getByRole('link', { name: 'Dice roller' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Greeter' })).toHaveCount(0);
});
