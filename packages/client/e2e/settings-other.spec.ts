import { readFile } from 'node:fs/promises';
import { expect, scanAndPhotograph, signIn, test } from './fixtures';

const syncSwitchName = 'Sync dark mode with this device';

test('preferences backups: save, change a setting, restore it, import, export, rename, delete', async ({
  page,
  api,
}, testInfo) => {
  const alice = await api.signup('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password', { at: '/settings/preferences-backups' });
  await expect(page.getByRole('heading', { level: 1, name: 'Preferences backups' })).toBeVisible();
  await expect(page.getByText('No backups yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Save a new backup' }).click();
  const nameDialog = page.getByRole('dialog');
  await nameDialog.getByRole('textbox', { name: 'Name' }).fill('Laptop');
  await nameDialog.getByRole('button', { name: 'OK' }).click();
  const laptop = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Laptop' }) });
  await expect(laptop).toBeVisible();
  // Kept where Misskey Web keeps its backups, in its shape.
  const stored = await api.call<
    Record<string, { name: string; settings: { cold: Record<string, unknown> } }>
  >('i/registry/get-all', { scope: ['clientPreferencesProfiles'] }, alice.token);
  expect(
    Object.values(stored).map((backup) => [backup.name, backup.settings.cold.syncDeviceDarkMode]),
  ).toEqual([['Laptop', true]]);

  // A setting changes after the backup…
  await page.goto('/settings/theme');
  const sync = page.getByRole('checkbox', { name: syncSwitchName });
  await expect(sync).toBeChecked();
  await sync.uncheck();
  await expect(sync).not.toBeChecked();

  // …and the restore brings it back, live.
  await page
    .getByRole('navigation', { name: 'Settings pages' })
    .getByRole('link', { name: 'Preferences backups' })
    .click();
  await laptop.getByRole('button', { name: 'Restore' }).click();
  await page
    .getByRole('dialog', { name: 'Restore “Laptop”?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(page.getByText('Restored “Laptop”')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Settings pages' })
    .getByRole('link', { name: 'Themes' })
    .click();
  await expect(page.getByRole('checkbox', { name: syncSwitchName })).toBeChecked();

  // An exported file from elsewhere: the unknown entry is counted, the rest is kept.
  await page.goto('/settings/preferences-backups');
  const file = {
    name: 'Phone',
    createdAt: '2025-05-01T10:00:00.000Z',
    updatedAt: null,
    misskeyVersion: '2025.4.0',
    host: 'misskey.example',
    settings: { hot: { somethingOnlyMisskeyHas: true, useBlurEffect: false }, cold: {} },
  };
  const input = page.locator('input[type="file"]');
  await input.setInputFiles({
    name: 'Phone.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await expect(page.getByText('Imported “Phone”. 1 entry was ignored')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Phone' })).toBeVisible();
  await input.setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"name":1}'),
  });
  const refused = page.getByRole('dialog', { name: 'This file is not a preferences backup' });
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(refused).toBeHidden();

  await scanAndPhotograph(page, testInfo, 'preferences-backups');

  // Export gives the backup as Misskey's JSON; rename and delete change the registry.
  const downloading = page.waitForEvent('download');
  await laptop.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Laptop.json');
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(exported).toMatchObject({
    name: 'Laptop',
    updatedAt: null,
    settings: { cold: { syncDeviceDarkMode: true } },
  });

  const phone = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Phone' }) });
  await phone.getByRole('button', { name: 'Rename' }).click();
  const renameDialog = page.getByRole('dialog');
  await renameDialog.getByRole('textbox', { name: 'Name' }).fill('Old phone');
  await renameDialog.getByRole('button', { name: 'OK' }).click();
  const oldPhone = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Old phone' }) });
  await expect(oldPhone).toBeVisible();
  await oldPhone.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete the backup “Old phone”?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(oldPhone).toBeHidden();
  const left = await api.call<Record<string, { name: string }>>(
    'i/registry/get-all',
    { scope: ['clientPreferencesProfiles'] },
    alice.token,
  );
  expect(Object.values(left).map((backup) => backup.name)).toEqual(['Laptop']);
});

test('custom CSS changes the page, ?safemode skips it; the other page deletes the account with its password', async ({
  page,
  api,
}, testInfo) => {
  // Someone else stays, so the instance is not back to its first-run set-up once alice goes.
  await api.createAdmin('admin', 'admin-password');
  const alice = await api.signup('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password', { at: '/settings/custom-css' });
  const title = page.getByRole('heading', { level: 1, name: 'Custom CSS' });
  await expect(title).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'custom-css');
  const spacingOf = () => title.evaluate((element) => getComputedStyle(element).letterSpacing);
  const before = await spacingOf();
  await page.getByRole('textbox', { name: 'CSS' }).fill('h1 { letter-spacing: 7px; }');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(spacingOf).toBe('7px');

  // Safe mode: the same page without the CSS, and a bar that says so and leads to the setting.
  await page.goto('/settings/theme?safemode');
  const bar = page.getByRole('region', { name: 'Safe mode' });
  await expect(bar).toContainText('custom CSS is off');
  await expect(page.getByRole('heading', { level: 1, name: 'Themes' })).toBeVisible();
  // The bar sits above the navigation, not over its top (the side bar is fixed at 1280 px).
  const brand = page
    .getByRole('navigation', { name: 'Main' })
    .filter({ visible: true })
    .getByRole('link')
    .first();
  const barBox = await bar.boundingBox();
  const brandBox = await brand.boundingBox();
  expect(brandBox && barBox && brandBox.y >= barBox.y + barBox.height).toBe(true);
  expect(
    await page
      .getByRole('heading', { level: 1 })
      .evaluate((element) => getComputedStyle(element).letterSpacing),
  ).toBe(before);
  await bar.getByRole('link', { name: 'Custom CSS settings' }).click();
  await expect(title).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'CSS' })).toHaveValue('h1 { letter-spacing: 7px; }');
  await expect(page.getByRole('status').filter({ hasText: 'custom CSS is off' })).toBeVisible();
  expect(await spacingOf()).toBe(before);
  await scanAndPhotograph(page, testInfo, 'custom-css-safemode');
  // Emptied, it is gone for good (and the pages below are seen as they are).
  await page.getByRole('textbox', { name: 'CSS' }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();

  // The other page: debug facts, then the account goes, with its password only.
  await page.goto('/settings/other');
  await expect(page.getByRole('heading', { level: 1, name: 'Other' })).toBeVisible();
  await expect(page.getByRole('definition').first()).not.toBeEmpty();
  await expect(page.getByText(/Mozilla/)).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'settings-other');

  const askDelete = async (password: string) => {
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete @alice for good?' });
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
  };
  await askDelete('wrong-password');
  const wrong = page.getByRole('dialog', { name: 'The password or code is not right' });
  await wrong.getByRole('button', { name: 'OK' }).click();
  await expect(wrong).toBeHidden();
  expect((await api.call<{ id: string }>('i', {}, alice.token)).id).toBe(alice.id);

  await askDelete('alice-password');
  await page
    .getByRole('dialog', { name: 'The account was deleted' })
    .getByRole('button', { name: 'OK' })
    .click();
  // Signed out and forgotten on this device; the server no longer knows the account.
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accounts') ?? '[]')).not.toContain(alice.id);
  await expect(api.call('i', {}, alice.token)).rejects.toThrow(/AUTHENTICATION_FAILED/);
  await expect(api.call('users/show', { username: 'alice' })).rejects.toThrow(/NO_SUCH_USER/);
});
