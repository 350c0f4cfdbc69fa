import { expect, scanAndPhotograph, signIn, test } from './fixtures';

const PASSWORD = 'correct horse battery';

test('an administrator renames the server, prohibits a word and makes invitations: the app shows the name, the composer refuses the word and keeps the draft', async ({
  page,
  api,
}, testInfo) => {
  await api.createAdmin('admin', PASSWORD);
  await signIn(page, api, 'admin', PASSWORD);

  // General: the name field starts with the configured name; a new one is saved.
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'General' })).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Server name' });
  await expect(name).not.toHaveValue('');
  await name.fill('Garden of notes');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'admin-settings-general');

  // Moderation settings, reached from the control panel's list.
  await page.getByRole('link', { name: 'Moderation settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation settings' })).toBeVisible();
  const words = page.getByRole('textbox', { name: 'Prohibited words' });
  await expect(words).toHaveValue('');
  await words.fill('forbidden fruit');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'admin-settings-moderation');

  // Invitations: two codes at once, listed as not used yet.
  await page.getByRole('link', { name: 'Invitations' }).click();
  await expect(page.getByText('No invitation codes here.')).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Number of codes' }).fill('2');
  await page.getByRole('button', { name: 'Create codes' }).click();
  const codes = page.getByRole('list', { name: "The server's invitation codes" }).getByRole('listitem');
  await expect(codes).toHaveCount(2);
  await expect(codes.first()).toContainText('Not used yet');
  await scanAndPhotograph(page, testInfo, 'admin-invites');
  await page.getByRole('link', { name: 'Moderation settings' }).click();

  // After a reload the app carries the new name, and the word list is read back.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Prohibited words' })).toHaveValue('forbidden fruit');
  await expect(page.getByRole('link', { name: 'Garden of notes' }).filter({ visible: true })).not.toHaveCount(
    0,
  );
  await expect(page).toHaveTitle(/Garden of notes/);

  // A note with both words is refused with the reason; the draft stays in the composer.
  await page.goto('/');
  const composer = page.getByRole('form', { name: 'New note' }).filter({ visible: true });
  const text = composer.getByRole('textbox', { name: "What's happening?" });
  await text.fill('Who wants some forbidden apple fruit?');
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  const refusal = page.getByRole('dialog').filter({ hasText: 'prohibited' });
  await expect(refusal).toContainText('your draft is kept');
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(refusal).toBeHidden();
  await expect(text).toHaveValue('Who wants some forbidden apple fruit?');
});
