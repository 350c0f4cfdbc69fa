import { expect, scanAndPhotograph, signIn, test } from './fixtures';

const PASSWORD = 'correct horse battery';

test('an administrator renames the server, prohibits a word, makes invitations and sets object storage: the app shows the name, the composer refuses the word and keeps the draft', async ({
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

  // Object storage: only the switch until it is on, then the bucket's settings.
  await page.getByRole('link', { name: 'Object storage' }).click();
  const useStorage = page.getByRole('checkbox', { name: 'Store new files in object storage' });
  await expect(useStorage).not.toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Bucket' })).toHaveCount(0);
  await useStorage.click();
  await expect(useStorage).toBeChecked();
  await page.getByRole('textbox', { name: 'Bucket' }).fill('garden-media');
  await page.getByRole('textbox', { name: 'Endpoint' }).fill('s3.garden.example');
  await page.getByRole('textbox', { name: 'Port' }).fill('9000');
  await page.getByRole('textbox', { name: 'Access key' }).fill('garden-access');
  await page.getByLabel('Secret key').fill('garden-secret');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'admin-object-storage');
  await page.getByRole('link', { name: 'Moderation settings' }).click();

  // After a reload the app carries the new name, and the word list is read back.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Prohibited words' })).toHaveValue('forbidden fruit');
  await expect(page.getByRole('link', { name: 'Garden of notes' }).filter({ visible: true })).not.toHaveCount(
    0,
  );
  await expect(page).toHaveTitle(/Garden of notes/);
  await page.getByRole('link', { name: 'Object storage' }).click();
  await expect(page.getByRole('checkbox', { name: 'Store new files in object storage' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Bucket' })).toHaveValue('garden-media');
  await expect(page.getByRole('textbox', { name: 'Port' })).toHaveValue('9000');
  await expect(page.getByLabel('Secret key')).toHaveValue('garden-secret');

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
