import { expect, InstanceApi, scanAndPhotograph, signIn, test } from './fixtures';

const PASSWORD = 'reversi-password';

test('Reversi: alice invites bob, both get ready on the 4×4 board, alice moves by keyboard, bob sees it live and surrenders', async ({
  page,
  api,
  browser,
  baseURL,
}, testInfo) => {
  await api.signup('alice', PASSWORD);
  await api.signup('bob', PASSWORD);
  const bobContext = await browser.newContext({ baseURL });
  const bobPage = await bobContext.newPage();
  await signIn(bobPage, new InstanceApi(baseURL as string), 'bob', PASSWORD);
  await signIn(page, api, 'alice', PASSWORD);

  // Bob waits in the lobby; alice finds him in the user picker and invites him.
  await bobPage.goto('/reversi');
  await expect(bobPage.getByRole('heading', { level: 1, name: 'Reversi' })).toBeVisible();
  await expect(bobPage.getByText('No invitations right now.')).toBeVisible();
  await page.goto('/reversi');
  await page.getByRole('button', { name: 'Invite a user' }).click();
  await page.getByRole('textbox', { name: 'Username' }).fill('bob');
  await page.getByRole('button', { name: /@bob/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for bob to accept…' })).toBeVisible();

  // The invitation arrives live; accepting opens the game for both.
  await bobPage.getByRole('button', { name: "Accept alice's invitation" }).click();
  await expect(bobPage).toHaveURL(/\/reversi\/g\/[^/]+$/);
  await expect(page).toHaveURL(bobPage.url());
  await expect(page.getByRole('heading', { level: 1, name: 'alice vs bob' })).toBeVisible();

  // Alice (the inviter, player 1) takes black and the small board; bob sees both changes.
  // The choice is the server's once it echoes it back: click, then wait for the checked state.
  await page.getByRole('radio', { name: 'alice' }).click();
  await expect(page.getByRole('radio', { name: 'alice' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Board' }).selectOption({ label: '4x4' });
  await expect(bobPage.getByRole('combobox', { name: 'Board' })).toHaveValue('fourfour');
  await expect(bobPage.getByRole('radio', { name: 'alice' })).toBeChecked();
  await scanAndPhotograph(bobPage, testInfo, 'reversi-settings');
  await page.getByRole('button', { name: 'Ready', exact: true }).click();
  await expect(bobPage.getByRole('listitem').filter({ hasText: 'alice is ready.' })).toBeVisible();
  await bobPage.getByRole('button', { name: 'Ready', exact: true }).click();

  // The game starts a few seconds after both are ready.
  const board = page.getByRole('group', { name: 'Board, 4 by 4' });
  await expect(board).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Your turn (Black).')).toBeVisible();
  await expect(page.getByText('Black 2 · White 2')).toBeVisible();

  // Keyboard play: the focus starts on a legal cell, the arrows move it, Enter plays.
  await board.getByRole('button', { name: 'B1, empty, you can place here' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(board.getByRole('button', { name: 'B2, white' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  const a2 = board.getByRole('button', { name: 'A2, empty, you can place here' });
  await expect(a2).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(board.getByRole('button', { name: /^A2, black/ })).toBeVisible();
  await expect(page.getByText('Black 4 · White 1')).toBeVisible();

  // Bob sees the move live, in the board and in the announcement.
  // The polite live region tells the move to anyone who cannot see the board.
  await expect(bobPage.locator('[aria-live="polite"]').filter({ hasText: 'Black played A2.' })).toBeVisible();
  await expect(bobPage.getByRole('button', { name: /^B2, black/ })).toBeVisible();
  await expect(bobPage.getByText('Your turn (White).')).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'reversi-board');

  // Bob gives up, after a confirm; alice sees the result.
  await bobPage.getByRole('button', { name: 'Surrender' }).click();
  await bobPage.getByRole('dialog').getByRole('button', { name: 'Surrender' }).click();
  await expect(
    page.locator('[aria-live="polite"]').filter({ hasText: 'bob surrendered. alice wins.' }),
  ).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Replay' })).toBeVisible();
  await bobContext.close();
});
