import { expect, type InstanceApi, scanAndPhotograph, signIn, test } from './fixtures';

const sideColumn = (page: import('@playwright/test').Page) =>
  page.getByRole('complementary', { name: 'Side column' });

const BUTTON_SCRIPT = 'Mk:dialog("Greeting", `Hello, {USER_USERNAME}!`)';

// A play-like app: a text input, a button that changes a text, and one that posts (a write:
// the user is asked first).
const APP_SCRIPT = `var name = ""
let greeting = Ui:C:text({ text: "Type a name" }, "greeting")
Ui:render([
  Ui:C:textInput({ label: "Name", onInput: @(v) { name = v } })
  Ui:C:button({ text: "Greet", primary: true, onClick: @() { greeting.update({ text: \`Hi, {name}!\` }) } })
  Ui:C:button({ text: "Post it", onClick: @() {
    let result = Mk:api("notes/create", { text: \`Hello from a script, {name}\` })
    greeting.update({ text: if (Core:type(result) == "error") "Not posted" else "Posted" })
  } })
  greeting
])`;

async function savedWidgets(api: InstanceApi, token: string) {
  try {
    return await api.call<{ name: string; data: Record<string, unknown> }[]>(
      'i/registry/get',
      { scope: ['client'], key: 'widgets' },
      token,
    );
  } catch {
    return [];
  }
}

test('the script button, the AiScript console and an AiScript app run real scripts, asking before a write', async ({
  page,
  api,
}, testInfo) => {
  // Scripts, a settings dialog, a write asked for twice, two axe scans and four screenshots.
  test.slow();
  const alice = await api.signup('alice', 'alice-password');
  await api.call(
    'i/registry/set',
    {
      scope: ['client'],
      key: 'widgets',
      value: [
        {
          id: 'b1',
          name: 'button',
          place: 'right',
          data: { label: 'Greet me', colour: 'primary', script: BUTTON_SCRIPT },
        },
        { id: 'c1', name: 'aiscript', place: 'right', data: { script: '' } },
        { id: 'a1', name: 'aiscriptApp', place: 'right', data: { script: APP_SCRIPT } },
      ],
    },
    alice.token,
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, api, 'alice', 'alice-password');
  const side = sideColumn(page);

  // The button runs its script, which speaks through the app's own dialog.
  const buttonWidget = side.getByRole('region', { name: 'Script button' });
  await buttonWidget.getByRole('button', { name: 'Greet me' }).click();
  const greeting = page.getByRole('dialog', { name: 'Greeting' });
  await expect(greeting).toContainText('Hello, alice!');
  await greeting.getByRole('button', { name: 'OK' }).click();
  await expect(greeting).toBeHidden();

  // Its settings change the label, and the change is saved with the widget.
  await buttonWidget.getByRole('button', { name: 'Script button options' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Script button settings' });
  await expect(settings.getByLabel('Script')).toHaveValue(BUTTON_SCRIPT);
  await settings.getByLabel('Label').fill('Say hello');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(buttonWidget.getByRole('button', { name: 'Say hello' })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await savedWidgets(api, alice.token)).find((widget) => widget.name === 'button')?.data.label,
    )
    .toBe('Say hello');

  // The console: code in, printed lines out; a loop with no end is stopped with a message.
  const consoleWidget = side.getByRole('region', { name: 'AiScript console' });
  await consoleWidget.getByLabel('Code').fill('<: "one"\n<: 1 + 2');
  await consoleWidget.getByRole('button', { name: 'Run' }).click();
  const output = consoleWidget.getByRole('log', { name: 'Output' });
  await expect(output.getByRole('listitem')).toHaveText(['one', '3']);
  await consoleWidget.getByLabel('Code').fill('var n = 0\nloop { n += 1 }');
  await consoleWidget.getByRole('button', { name: 'Run' }).click();
  await expect(output).toContainText('The script was stopped on line 2: it ran too long without finishing.');

  // The app: its text input and buttons are the app's controls; a write asks first.
  const app = side.getByRole('region', { name: 'AiScript app' });
  await app.getByLabel('Name').fill('Bob');
  await app.getByRole('button', { name: 'Greet' }).click();
  await expect(app.getByText('Hi, Bob!')).toBeVisible();
  await app.getByRole('button', { name: 'Post it' }).click();
  const consent = page.getByRole('dialog', { name: 'Let this script use notes/create?' });
  await expect(consent).toContainText('Hello from a script, Bob');
  await page.screenshot({ path: testInfo.outputPath('widgets-aiscript-consent.png') });
  await consent.getByRole('button', { name: "Don't allow" }).click();
  await expect(app.getByText('Not posted')).toBeVisible();
  await app.getByRole('button', { name: 'Post it' }).click();
  await consent.getByRole('button', { name: 'Allow', exact: true }).click();
  await expect(app.getByText('Posted', { exact: true })).toBeVisible();
  const notes = await api.call<{ text: string }[]>('users/notes', { userId: alice.id }, alice.token);
  expect(notes.map((note) => note.text)).toEqual(['Hello from a script, Bob']);

  await scanAndPhotograph(page, testInfo, 'widgets-aiscript');
  // A phone: the same script widgets in the bottom bar's sheet (the app runs again there).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Widgets' }).click();
  const sheet = page.getByRole('dialog', { name: 'Widgets' });
  await expect(sheet.getByRole('region', { name: 'AiScript app' }).getByLabel('Name')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('widgets-aiscript-sheet-390.png') });
});
