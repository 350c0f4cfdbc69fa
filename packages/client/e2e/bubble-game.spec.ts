import { expect, scanAndPhotograph, signIn, test } from './fixtures';

const PASSWORD = 'correct horse battery';

test('the bubble game drops by keyboard, ends on giving up, and registers the score in the ranking', async ({
  page,
  api,
}, testInfo) => {
  await api.signup('bubbler', PASSWORD);
  await signIn(page, api, 'bubbler', PASSWORD);

  // From the games hub.
  await page.goto('/games');
  await page.getByRole('link', { name: 'Bubble game' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bubble game' })).toBeVisible();
  await expect(page.getByText('No scores this week yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();

  const board = page.getByRole('img', { name: /Game board/ });
  const stat = (name: string) => page.locator('dl > div').filter({ hasText: name }).locator('dd');
  const dropped = stat('Bubbles dropped');
  await board.focus();
  // Each drop hands the dropper the piece that was shown as next; drops wait out a short cool-down.
  for (const [move, count] of [
    ['ArrowLeft', 1],
    ['ArrowRight', 2],
    ['ArrowRight', 3],
  ] as const) {
    const next = await stat('Next').textContent();
    for (let i = 0; i < 4; i++) await page.keyboard.press(move);
    await expect
      .poll(async () => {
        if ((await dropped.textContent()) === String(count - 1)) await page.keyboard.press('Space');
        return dropped.textContent();
      })
      .toBe(String(count));
    await expect(stat('Holding')).toHaveText(next ?? '');
  }

  await page.getByRole('button', { name: 'Give up' }).click();
  const over = page.getByRole('status').filter({ hasText: 'Game over' });
  await expect(over).toHaveText(/^Game over\. Your score: \d+$/);
  const score = (await over.textContent())?.match(/\d+$/)?.[0] ?? '';

  // The keyboard lands on what comes next, not on the page's body.
  await expect(page.getByRole('button', { name: 'Register score' })).toBeFocused();
  await page.getByRole('button', { name: 'Register score' }).click();
  await expect(page.getByText('Your score is in the ranking.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play again' })).toBeFocused();
  const row = page.getByRole('table', { name: "This week's best" }).getByRole('row').nth(1);
  await expect(row).toHaveText(`1bubbler (@bubbler)${score}`);
  await scanAndPhotograph(page, testInfo, 'bubble-game');
});
