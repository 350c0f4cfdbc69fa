import { expect, scanAndPhotograph, signIn, test } from './fixtures';

const PASSWORD = 'correct horse battery';

test('a user reports a note from its menu, and a moderator keeps a note on the report and resolves it at /admin/abuses', async ({
  page,
  api,
}, testInfo) => {
  await api.createAdmin('admin', PASSWORD);
  const bob = await api.signup('bob', PASSWORD);
  await api.signup('carol', PASSWORD);
  await api.call('notes/create', { text: 'Buy cheap followers here' }, bob.token);

  // Carol reports Bob's note from its menu; the comment starts with the note's address.
  await signIn(page, api, 'carol', PASSWORD);
  await page.getByRole('tab', { name: 'Local' }).click();
  const note = page.getByRole('article').filter({ hasText: 'Buy cheap followers here' }).first();
  await note.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Report abuse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report @bob' });
  const comment = dialog.getByRole('textbox', { name: 'Comment' });
  await expect(comment).toHaveValue(/\/notes\/\w+\n$/);
  await comment.press('ControlOrMeta+End');
  await comment.pressSequentially('Spam');
  await expect(comment).toHaveValue(/\/notes\/\w+\nSpam$/);
  await scanAndPhotograph(page, testInfo, 'report-abuse-dialog');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();

  // The administrator finds it among the open reports.
  await signIn(page, api, 'admin', PASSWORD, { at: '/admin/abuses' });
  const reports = page.getByRole('list', { name: 'Abuse reports' });
  const report = reports.getByRole('listitem', { name: 'Report about @bob' });
  await expect(report).toContainText('@carol');
  await expect(report).toContainText('Spam');
  await report.getByRole('textbox', { name: 'Moderation note' }).fill('Known spammer');
  await report.getByRole('button', { name: 'Save note' }).click();
  await expect(report.getByRole('button', { name: 'Save note' })).toBeDisabled();
  await scanAndPhotograph(page, testInfo, 'admin-abuses');
  await report.getByRole('button', { name: 'Accept' }).click();
  await expect(report).toContainText('Resolved: accepted');
  await expect(report.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // Resolved, it leaves the open list and is under Resolved, with its note kept.
  await page.reload();
  await expect(page.getByText('No reports.')).toBeVisible();
  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Resolved' });
  await expect(report).toContainText('Resolved: accepted (@admin)');
  await expect(report.getByRole('textbox', { name: 'Moderation note' })).toHaveValue('Known spammer');
});
