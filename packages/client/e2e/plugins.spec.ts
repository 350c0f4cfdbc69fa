import { expect, scanAndPhotograph, signIn, test } from './fixtures';

// A plugin as people paste them: Misskey's header, a note action and a note view interruptor.
const PLUGIN = `/// @ 0.19.0
### {
  name: "Note helper"
  version: "1.0.0"
  author: "Shiori tests"
  description: "Greets a note's author and marks one note."
  permissions: ["write:notes"]
}

Plugin:register_note_action("Say hello", @(note) {
  let me = Mk:api("i", {})
  Mk:dialog("Hello", \`Note by {note.user.username}; reading the account: {me.info.code}\`)
})

Plugin:register_note_view_interruptor(@(note) {
  if (note.text == "plugin target") { note.text = "changed by a plugin" }
  note
})
`;

test('plugins: installed from source after its permissions are shown and granted as its own token, its note action runs with that token, its interruptor changes a note, switching it off takes both away, and uninstalling revokes the token', async ({
  page,
  api,
}, testInfo) => {
  const alice = await api.signup('alice', 'alice-password');
  await api.call('notes/create', { text: 'plugin target' }, alice.token);
  await api.call('notes/create', { text: 'an ordinary note' }, alice.token);
  await signIn(page, api, 'alice', 'alice-password', { at: '/settings/plugin' });
  await expect(page.getByText('No plugins are installed on this device.')).toBeVisible();
  await page.getByRole('link', { name: 'Install a plugin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Install a plugin' })).toBeVisible();

  // A header without an author is refused, saying what is missing.
  const source = page.getByRole('textbox', { name: 'Plugin source' });
  await source.fill(PLUGIN.replace('  author: "Shiori tests"\n', ''));
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('alert')).toHaveText('The metadata lacks “author”.');

  // The whole plugin: what it is and what it may do are shown before anything is saved.
  await source.fill(PLUGIN);
  await page.getByRole('button', { name: 'Check' }).click();
  const review = page.getByRole('region', { name: 'Install “Note helper”?' });
  await expect(review).toContainText('1.0.0');
  await expect(review).toContainText('Shiori tests');
  await expect(review).toContainText("Greets a note's author and marks one note.");
  await expect(review.getByRole('listitem')).toHaveText(['Notes · Write']);
  await scanAndPhotograph(page, testInfo, 'plugin-install');
  await review.getByRole('button', { name: 'Grant and install' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '“Note helper” is installed and on.' }),
  ).toBeVisible();
  // Granting made the plugin's own token, holding exactly what it declared.
  const apps = () => api.call<{ name: string; permission: string[] }[]>('i/apps', {}, alice.token);
  expect(await apps()).toEqual([
    expect.objectContaining({ name: 'Note helper', permission: ['write:notes'] }),
  ]);

  await page.getByRole('link', { name: 'Plugins', exact: true }).last().click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Note helper' }) });
  const use = card.getByRole('switch', { name: 'Use “Note helper”' });
  await expect(use).toBeChecked();
  await card.getByText('Source').click();
  await expect(card.getByText('Plugin:register_note_action("Say hello"')).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'plugin-settings');

  // On the timeline: the interruptor changed one note's text, the other is as posted.
  await page.goto('/');
  const changed = page.getByRole('article').filter({ hasText: 'changed by a plugin' });
  await expect(changed).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'plugin target' })).toHaveCount(0);
  const ordinary = page.getByRole('article').filter({ hasText: 'an ordinary note' });
  await ordinary.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Say hello' }).click();
  const hello = page.getByRole('dialog', { name: 'Hello' });
  // Its calls carry its token: reading the account is outside write:notes, so the server refuses.
  await expect(hello).toContainText('Note by alice; reading the account: PERMISSION_DENIED');
  await hello.getByRole('button', { name: 'OK' }).click();
  await expect(hello).toBeHidden();

  // Switched off: the runtime drops its hooks at once, so both are gone.
  await page.goto('/settings/plugin');
  await use.click();
  await expect(use).not.toBeChecked();
  await page.goto('/');
  await expect(page.getByRole('article').filter({ hasText: 'plugin target' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'changed by a plugin' })).toHaveCount(0);
  await ordinary.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Say hello' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Uninstalling revokes its token on the server.
  await page.goto('/settings/plugin');
  await card.getByRole('button', { name: 'Uninstall' }).click();
  const confirm = page.getByRole('dialog', { name: 'Uninstall “Note helper”?' });
  await expect(confirm).toContainText('its access token is revoked');
  await confirm.getByRole('button', { name: 'Uninstall' }).click();
  await expect(page.getByText('No plugins are installed on this device.')).toBeVisible();
  await expect.poll(apps).toEqual([]);
});
