import { expect, scanAndPhotograph, signIn, test } from './fixtures';

const PASSWORD = 'correct horse battery';

test('the control panel is staff-only, and a conditional role taking public notes away reaches an open composer at once', async ({
  page,
  browser,
  api,
  baseURL,
}, testInfo) => {
  // Two accounts and three pages scanned in both schemes (the role editor is long): a slow flow.
  test.slow();
  await api.createAdmin('admin', PASSWORD);
  await api.signup('bob', PASSWORD);

  // Bob is not staff: /admin does not exist for him. His home composer offers public notes.
  const bobContext = await browser.newContext({ baseURL });
  const bobPage = await bobContext.newPage();
  await signIn(bobPage, api, 'bob', PASSWORD);
  await bobPage.goto('/admin');
  await expect(bobPage.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await bobPage.goto('/admin/roles');
  await expect(bobPage.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await bobPage.goto('/');
  const composer = bobPage.getByRole('form', { name: 'New note' }).filter({ visible: true });
  await expect(composer.getByRole('button', { name: 'Visibility: Public' })).toBeVisible();

  // The admin opens the control panel and its roles section.
  await signIn(page, api, 'admin', PASSWORD, { at: '/admin' });
  await expect(page.getByRole('heading', { level: 1, name: 'Control panel' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'admin-index');
  await page.getByRole('link', { name: 'Roles' }).click();
  await expect(page.getByText('No roles yet.')).toBeVisible();
  await page.getByRole('link', { name: 'New role' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New role' })).toBeVisible();

  // A role for everyone on this server or with a note: no public notes.
  await page.getByRole('textbox', { name: 'Name' }).fill('Quiet');
  await page
    .getByRole('combobox', { name: 'Who has the role' })
    .selectOption({ label: 'Everyone the condition holds for' });
  await page.getByRole('combobox', { name: 'Kind of condition' }).selectOption({ label: 'Any of these' });
  await page.getByRole('button', { name: 'Add a condition' }).click();
  await page.getByRole('button', { name: 'Add a condition' }).click();
  const conditions = page.getByRole('combobox', { name: 'Kind of condition' });
  await expect(conditions).toHaveCount(3);
  await conditions.nth(1).selectOption({ label: 'Notes: at least' });
  await page.getByRole('spinbutton', { name: 'Number' }).fill('1');
  await expect(conditions.nth(2)).toHaveValue('isLocal');
  const publicNotes = page.getByRole('group', { name: 'Post public notes' });
  await publicNotes.getByRole('checkbox', { name: 'Use the default' }).click();
  await expect(publicNotes.getByRole('checkbox', { name: 'Use the default' })).not.toBeChecked();
  const allowed = publicNotes.getByRole('checkbox', { name: 'Allowed' });
  await expect(allowed).toBeChecked();
  await allowed.click();
  await expect(allowed).not.toBeChecked();
  await publicNotes.getByRole('combobox', { name: 'Priority' }).selectOption({ label: 'High' });
  await scanAndPhotograph(page, testInfo, 'admin-role-editor');
  await page.getByRole('button', { name: 'Create role' }).click();

  // The role's page: its own policy, and no one assigned by hand.
  await expect(page.getByRole('heading', { level: 1, name: 'Quiet' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Policies of this role' })).toContainText(
    'Post public notes: No',
  );
  await expect(page.getByText('Nobody has been assigned this role.')).toBeVisible();
  // Assigned by hand too, for a day: listed with its end, and the page scanned.
  // The create call's waiting dialog may still hold the page inert for a moment.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const username = page.getByRole('textbox', { name: 'Username' });
  await username.fill('bob');
  await expect(username).toHaveValue('bob');
  await page.getByRole('combobox', { name: 'For how long' }).selectOption({ label: '1 day' });
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem')).toContainText(['@bob · Until']);
  await expect(members.getByRole('button', { name: 'Unassign @bob' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'admin-role');

  // Bob's open composer follows without a reload: public is no longer offered.
  await expect(composer.getByRole('button', { name: 'Visibility: Home' })).toBeVisible();
  await composer.getByRole('button', { name: 'Visibility: Home' }).click();
  const picker = bobPage.getByRole('dialog', { name: 'Who can see this note' });
  await expect(picker.getByRole('button', { name: /^Public/ })).toBeDisabled();

  // The list counts members assigned by hand.
  await page.getByRole('link', { name: 'Roles' }).click();
  const roles = page.getByRole('list', { name: 'Roles' });
  await expect(roles.getByRole('link')).toHaveText(['Quiet']);
  await expect(roles).toContainText('1 member');
  // Administrators also get the default policies there, built once unfolded.
  await page.getByText('Default policies', { exact: true }).filter({ visible: true }).click();
  await expect(
    page.getByRole('button', { name: 'Save default policies' }).filter({ visible: true }),
  ).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'admin-roles-list');
  await bobContext.close();
});
