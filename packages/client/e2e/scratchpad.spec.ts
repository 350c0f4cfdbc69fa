import { expect, scanAndPhotograph, signIn, test } from './fixtures';

const PASSWORD = 'correct horse battery';

const SCRIPT = [
  '<: "hello from the pad"',
  'Ui:render([',
  '  Ui:C:button({ text: "Greet" onClick: @() { <: "greeted by the button" } })',
  '])',
  '<: [1][3]',
].join('\n');

test('the scratchpad runs a script live, keeps the code across a reload and stops a runaway loop', async ({
  page,
  api,
}, testInfo) => {
  await api.signup('scribbler', PASSWORD);
  await signIn(page, api, 'scribbler', PASSWORD);
  // Reached from the developer tools on Settings › Other.
  await page.goto('/settings/other');
  await page.getByRole('link', { name: 'Scratchpad' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scratchpad' })).toBeVisible();

  const editor = page.getByRole('textbox', { name: 'Code' });
  const output = page.getByRole('log', { name: 'Output' });
  const run = page.getByRole('button', { name: 'Run' });
  await editor.fill(SCRIPT);
  await run.click();
  await expect(output).toContainText('hello from the pad');
  // The script's Ui: button is drawn live under the output, and answers.
  const interfacePanel = page.getByRole('region', { name: 'Script interface' });
  await interfacePanel.getByRole('button', { name: 'Greet' }).click();
  await expect(output).toContainText('greeted by the button');
  // The script's last line fails: the output names its line, the editor marks it and shows it.
  await expect(output).toContainText('Error on line 5, column 4: Index out of range');
  await expect(page.locator('pre[aria-hidden="true"] [class*="marked"]')).toHaveText('<: [1][3]');
  await output.getByRole('button', { name: 'Show line 5' }).click();
  await expect(editor).toBeFocused();
  // The code is drawn highlighted behind the field: the function keyword (@) in a theme colour.
  const drawing = page.locator('pre[aria-hidden="true"]').filter({ hasText: 'Ui:render' });
  await expect(drawing.locator('span[style*="--shiki-light"]', { hasText: /^@$/ })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'scratchpad');

  // Tab indents inside the editor instead of leaving it.
  await editor.press('End');
  await editor.press('Tab');
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue(`${SCRIPT}  `);

  // The code is kept as it is typed: a reload at once, before the setting is saved, brings it back.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Code' })).toHaveValue(`${SCRIPT}  `);

  // A loop with no end is stopped by its step budget, and the page still answers.
  await editor.fill('var n = 0\nloop { n += 1 }');
  await run.click();
  await expect(output).toContainText('The script was stopped on line 2: it ran too long without finishing.');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeDisabled();
  await editor.fill('<: "still here"');
  await run.click();
  await expect(output).toContainText('still here');
});
