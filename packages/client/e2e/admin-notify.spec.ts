import { expect, scanAndPhotograph, signIn, test } from './fixtures';

const PASSWORD = 'correct horse battery';

test('an administrator sets up mail, a system webhook and a report recipient, and a new report reaches the webhook', async ({
  page,
  api,
}, testInfo) => {
  await api.createAdmin('admin', PASSWORD);
  const bob = await api.signup('bob', PASSWORD);
  const carol = await api.signup('carol', PASSWORD);
  await signIn(page, api, 'admin', PASSWORD);

  // The mail settings are saved and read back.
  await page.goto('/admin/email-settings');
  await page.getByRole('checkbox', { name: 'Send mail through this SMTP server' }).click();
  await expect(page.getByRole('checkbox', { name: 'Send mail through this SMTP server' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Sender address' }).fill('noreply@example.com');
  await page.getByRole('textbox', { name: 'SMTP server' }).fill('mail.example.com');
  await page.getByRole('textbox', { name: 'Port' }).fill('587');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'admin-email-settings');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'SMTP server' })).toHaveValue('mail.example.com');

  // A system webhook listening to new reports. This instance refuses loopback and private
  // targets (only a test-only switch allows them), so its delivery records "no answer".
  await page.goto('/admin/system-webhook');
  await expect(page.getByText('There are no system webhooks yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New webhook' }).click();
  const editor = page.getByRole('dialog', { name: 'New system webhook' });
  await editor.getByRole('textbox', { name: 'Name' }).fill('Moderation channel');
  await editor.getByRole('textbox', { name: 'URL' }).fill('http://127.0.0.1:9/hook');
  await editor.getByRole('textbox', { name: 'Secret' }).fill('hook-secret');
  await expect(editor.getByRole('checkbox', { name: 'A report is filed' })).toBeChecked();
  await editor.getByRole('checkbox', { name: 'A report is resolved' }).click();
  await expect(editor.getByRole('checkbox', { name: 'A report is resolved' })).toBeChecked();
  await scanAndPhotograph(page, testInfo, 'admin-system-webhook-dialog');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  const hook = page.getByRole('listitem', { name: 'Moderation channel' });
  await expect(hook).toContainText('A report is filed · A report is resolved');
  await expect(hook).toContainText('Nothing sent yet');

  // Who is told of reports: that webhook.
  await page.goto('/admin/abuse-report-notification-recipient');
  await page.getByRole('button', { name: 'New recipient' }).click();
  const recipientEditor = page.getByRole('dialog', { name: 'New report notification' });
  await recipientEditor.getByRole('textbox', { name: 'Name' }).fill('Moderators channel');
  await expect(recipientEditor.getByRole('combobox', { name: 'Webhook' })).toHaveValue(/\w+/);
  await scanAndPhotograph(page, testInfo, 'admin-report-recipient-dialog');
  await recipientEditor.getByRole('button', { name: 'Save' }).click();
  await expect(recipientEditor).toBeHidden();
  const recipient = page.getByRole('listitem', { name: 'Moderators channel' });
  await expect(recipient).toContainText('Through the webhook “Moderation channel”');
  await scanAndPhotograph(page, testInfo, 'admin-report-recipients');

  // A user files a report: the webhook is called (and, refused here, records no answer).
  await api.call('users/report-abuse', { userId: bob.id, comment: 'Spam everywhere' }, carol.token);
  await page.goto('/admin/system-webhook');
  await expect(async () => {
    await page.reload();
    await expect(hook).toContainText('Last delivery: no answer', { timeout: 1_000 });
  }).toPass();
  await scanAndPhotograph(page, testInfo, 'admin-system-webhook');
});
