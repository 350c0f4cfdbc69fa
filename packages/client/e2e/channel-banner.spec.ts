import { expect, expectAccessibleInBothSchemes, signIn, solidPng, test } from './fixtures';

test('the channel editor takes its banner from the drive, light and dark', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  const alice = await api.createAdmin('alice', 'alice-password');
  const sky = await api.upload(alice.token, {
    name: 'sky.png',
    bytes: solidPng(64, [90, 160, 230]),
    type: 'image/png',
  });
  await api.upload(alice.token, {
    name: 'notes.txt',
    bytes: new TextEncoder().encode('plain'),
    type: 'text/plain',
  });
  const channel = await api.call<{ id: string }>('channels/create', { name: 'Weather' }, alice.token);

  await signIn(page, api, 'alice', 'alice-password', { at: `/channels/${channel.id}/edit` });
  const form = page.locator('form').filter({ has: page.getByRole('group', { name: 'Banner' }) });
  const banner = form.getByRole('group', { name: 'Banner' });

  // A file that is not a picture is refused, with a reason.
  await banner.getByRole('button', { name: 'Choose from drive' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose files from your drive' });
  await picker.getByRole('checkbox', { name: 'Select notes.txt' }).click();
  await picker.getByRole('button', { name: 'Choose', exact: true }).click();
  await expect(banner.getByRole('alert')).toHaveText('Choose an image for the banner.');
  await expect(banner.getByRole('img', { name: 'Banner preview' })).toHaveCount(0);

  await banner.getByRole('button', { name: 'Choose from drive' }).click();
  await picker.getByRole('checkbox', { name: 'Select sky.png' }).click();
  await expectAccessibleInBothSchemes(page);
  await picker.getByRole('button', { name: 'Choose', exact: true }).click();
  await expect(picker).toHaveCount(0);
  await expect(banner.getByRole('img', { name: 'Banner preview' })).toBeVisible();
  await expect(banner.getByRole('alert')).toHaveCount(0);
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'channel-banner', atCurrentSize: true });

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  const shown = await api.call<{ bannerId: string | null }>(
    'channels/show',
    { channelId: channel.id },
    alice.token,
  );
  expect(shown.bannerId).toBe(sky.id);
});
