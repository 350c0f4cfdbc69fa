import { expect, expectAccessibleInBothSchemes, solidPng, test } from './fixtures';

test('a new account gets the setup wizard, puts it off and resumes it from the profile settings', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  const admin = await api.createAdmin('alice', 'alice-password');
  // Active this week, so the server suggests her to newcomers.
  await api.call('notes/create', { text: 'Welcome!' }, admin.token);
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign up' }).first().click();
  const signup = page.getByRole('dialog', { name: 'Create an account' });
  await signup.getByLabel('Username').fill('dana');
  await signup.getByLabel('Password', { exact: true }).fill('dana-password');
  await signup.getByLabel('Confirm password').fill('dana-password');
  await signup.getByRole('button', { name: 'Create account' }).click();

  // Step 1: the avatar (uploaded and cropped over the wizard) and the name are saved on the server.
  const wizard = page.getByRole('dialog', { name: 'Set up your account' });
  await expect(wizard).toHaveAccessibleDescription('Step 1 of 5');
  const chooser = page.waitForEvent('filechooser');
  await wizard.getByRole('button', { name: 'Upload an avatar' }).click();
  await (await chooser).setFiles({
    name: 'dana.png',
    mimeType: 'image/png',
    buffer: Buffer.from(solidPng(120, [200, 120, 60])),
  });
  await page
    .getByRole('dialog', { name: 'Crop the avatar' })
    .getByRole('button', { name: 'Crop and use' })
    .click();
  // The waiting dialog over the wizard closes once the avatar is saved: the wizard is alone again.
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(wizard.getByRole('button', { name: 'Remove the avatar' })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await api.call<{ avatarId: string | null }>('users/show', { username: 'dana' }, admin.token))
          .avatarId,
    )
    .not.toBeNull();
  await wizard.getByLabel('Display name').fill('Dana Example');
  await wizard.getByRole('button', { name: 'Save' }).click();
  await expect(wizard.getByText('Saved', { exact: true })).toBeVisible();
  const me = await api.call<{ name: string | null }>('users/show', { username: 'dana' }, admin.token);
  expect(me.name).toBe('Dana Example');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard).toHaveAccessibleDescription('Step 2 of 5');
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'setup-wizard-privacy' });

  // Put off: asked first, and a reload does not bring it back.
  await wizard.getByRole('button', { name: 'Later' }).click();
  const confirm = page.getByRole('dialog', { name: 'Really later?' });
  await confirm.getByRole('button', { name: 'Keep going' }).click();
  await expect(wizard).toHaveAccessibleDescription('Step 2 of 5');
  await wizard.getByRole('button', { name: 'Later' }).click();
  await confirm.getByRole('button', { name: 'Later' }).click();
  await expect(wizard).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(wizard).toBeHidden();

  // Resumed from the profile settings at the step it was left on, then to the end.
  await page.goto('/settings/profile');
  await page.getByRole('button', { name: 'Resume the account setup' }).click();
  await expect(wizard).toHaveAccessibleDescription('Step 2 of 5');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('heading', { name: 'People to follow' })).toBeVisible();
  await expect(wizard.getByText('@alice')).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('heading', { name: 'A quick tour' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard).toHaveAccessibleDescription('Step 5 of 5');
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'setup-wizard-finish' });
  await wizard.getByRole('button', { name: 'Done' }).click();
  await expect(wizard).toBeHidden();
  await expect(page.getByRole('button', { name: 'Run the account setup again' })).toBeVisible();
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'setup-wizard-settings', fullPage: true });
});
