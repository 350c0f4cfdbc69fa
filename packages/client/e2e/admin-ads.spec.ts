import { expect, expectAccessibleInBothSchemes, scanAndPhotograph, signIn, solidPng, test } from './fixtures';

const PASSWORD = 'correct horse battery';
const DAY = 24 * 60 * 60 * 1000;

test('an administrator places an ad and sees every file; a user meets the ad in the home timeline and asks to see it less often', async ({
  page,
  api,
}, testInfo) => {
  test.slow(); // two pages scanned in both schemes, then a second account's timeline
  const admin = await api.createAdmin('admin', PASSWORD);
  const bob = await api.signup('bob', PASSWORD);
  const upload = (name: string, colour: [number, number, number]) =>
    api.upload(admin.token, { name, bytes: solidPng(48, colour), type: 'image/png' });
  const first = await upload('first-ad.png', [200, 60, 40]);
  const second = await upload('second-ad.png', [40, 90, 200]);
  await api.upload(bob.token, { name: 'holiday.png', bytes: solidPng(32, [20, 160, 60]), type: 'image/png' });

  // The administrator: an ad after every second note, then a new ad through the form.
  await signIn(page, api, 'admin', PASSWORD, { at: '/admin/ads' });
  const interval = page.getByRole('spinbutton', { name: 'Notes between two ads in timelines' });
  await expect(interval).toHaveValue('0');
  await interval.fill('2');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await page.getByRole('button', { name: 'New ad' }).click();
  const form = page.getByRole('form', { name: 'New ad' });
  await form.getByRole('textbox', { name: 'Link address' }).fill('javascript:alert(1)');
  await form.getByRole('textbox', { name: 'Image address' }).fill(first.url);
  await form.getByRole('textbox', { name: 'Memo' }).fill('Autumn sale');
  await form.getByRole('spinbutton', { name: 'Ratio' }).fill('1');
  await form.getByRole('button', { name: 'Create' }).click();
  // Refused before it is sent: only http(s) links are followed.
  await expect(form.getByText('Enter an http or https address.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Link address' }).fill('https://first-ad.example/sale');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toHaveCount(0);
  const ads = page.getByRole('list', { name: 'Ads' });
  await expect(ads.getByRole('listitem', { name: 'first-ad.example' })).toContainText('Autumn sale');
  await scanAndPhotograph(page, testInfo, 'admin-ads');

  // Every user's files, each linking to its moderation page; one marked sensitive here.
  await page.goto('/admin/files');
  const files = page.getByRole('list', { name: 'Files' });
  const holiday = files.getByRole('listitem').filter({ hasText: 'holiday.png' });
  await expect(holiday).toContainText('@bob');
  await expect(files.getByRole('link', { name: 'first-ad.png' })).toHaveAttribute('href', /\/admin\/file\//);
  await holiday.getByRole('button', { name: 'Mark as sensitive' }).click();
  await expect(holiday.getByText('Sensitive', { exact: true })).toBeVisible();
  // The waiting dialog of that call leaves the page inert until it closes.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Username' }).fill('bob');
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await scanAndPhotograph(page, testInfo, 'admin-files');

  // A second running ad, so that "less often" has another to show; it is sensitive.
  await api.call(
    'admin/ad/create',
    {
      url: 'https://second-ad.example/',
      imageUrl: second.url,
      memo: '',
      place: 'horizontal',
      priority: 'middle',
      ratio: 1,
      startsAt: Date.now() - DAY,
      expiresAt: Date.now() + DAY,
      dayOfWeek: 0,
      isSensitive: true,
    },
    admin.token,
  );

  // Bob's home timeline: an ad after his second note.
  for (const text of ['one', 'two', 'three'])
    await api.call('notes/create', { text: `note ${text}` }, bob.token);
  await signIn(page, api, 'bob', PASSWORD);
  const ad = page.getByRole('figure', { name: 'Advertisement' });
  const link = ad.getByRole('link');
  // The sensitive ad shows a cover, and its picture and link only once revealed; it comes
  // either first or after the other is muted, so the reveal happens exactly once below.
  const cover = ad.getByRole('button', { name: 'Sensitive content Show the ad' });
  const reveal = async () => {
    await expect(link).toHaveCount(0);
    await cover.click();
  };
  await expect(link.or(cover)).toBeVisible();
  const shown = (await cover.isVisible()) ? 'second' : 'first';
  const other = shown === 'first' ? 'second' : 'first';
  if (shown === 'second') await reveal();
  await expect(link).toHaveAccessibleName(`Advertisement, opens ${shown}-ad.example`);
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(ad.getByRole('img')).toHaveAttribute('loading', 'lazy');
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'timeline-ad', widths: [390, 1280] });

  await ad.getByRole('button', { name: 'Advertisement options' }).click();
  await page.getByRole('menuitem', { name: 'Show this ad less often' }).click();
  if (other === 'second') await reveal();
  await expect(link).toHaveAccessibleName(`Advertisement, opens ${other}-ad.example`);
  // Kept with the account (mutedAds in the registry, as Misskey Web keeps it): after a reload
  // the other ad is still the one shown.
  await expect
    .poll(() =>
      api.call<string[]>('i/registry/get', { scope: ['client'], key: 'mutedAds' }, bob.token).catch(() => []),
    )
    .toHaveLength(1);
  await page.reload();
  if (other === 'second') await cover.click();
  await expect(page.getByRole('figure', { name: 'Advertisement' }).getByRole('link')).toHaveAccessibleName(
    `Advertisement, opens ${other}-ad.example`,
  );
});
