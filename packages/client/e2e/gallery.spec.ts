import { expect, scanAndPhotograph, signIn, solidPng, test } from './fixtures';

const PASSWORD = 'correct horse battery';

test('a gallery post made from drive files shows on /gallery and its page, opens in the viewer, is liked and is on the profile tab', async ({
  page,
  api,
}, testInfo) => {
  // Seeded through the API: two pictures in the painter's drive, and a post by someone else to like
  // (Misskey refuses a like of one's own post).
  const painter = await api.signup('painter', PASSWORD);
  const neighbour = await api.signup('neighbour', PASSWORD);
  for (const [name, colour] of [
    ['red.png', [220, 40, 40]],
    ['blue.png', [40, 60, 220]],
  ] as const) {
    await api.upload(painter.token, { name, bytes: solidPng(48, [...colour]), type: 'image/png' });
  }
  const harbourFile = await api.upload(neighbour.token, {
    name: 'harbour.png',
    bytes: solidPng(48, [30, 160, 120]),
    type: 'image/png',
  });
  await api.call(
    'gallery/posts/create',
    { title: 'Harbour at dusk', fileIds: [harbourFile.id] },
    neighbour.token,
  );

  await signIn(page, api, 'painter', PASSWORD, { at: '/gallery/new' });
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
  await page.getByRole('textbox', { name: /Title/ }).fill('Two squares');
  await page.getByRole('textbox', { name: /Description/ }).fill('Red, then blue.');
  await page.getByRole('button', { name: 'Choose files' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose files from your drive' });
  for (const name of ['red.png', 'blue.png']) {
    const box = picker.getByRole('checkbox', { name: `Select ${name}` });
    await box.click();
    await expect(box).toBeChecked();
  }
  await picker.getByRole('button', { name: 'Attach (2)' }).click();
  await expect(page.getByRole('button', { name: 'Remove blue.png' })).toBeVisible();

  // What was typed and chosen survives a reload.
  await page.reload();
  await expect(page.getByRole('textbox', { name: /Title/ })).toHaveValue('Two squares');
  await expect(page.getByRole('button', { name: 'Remove red.png' })).toBeVisible();
  await expect(page.getByText('Your unsaved changes were restored.')).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'gallery-form');
  await page.getByRole('button', { name: 'Post', exact: true }).click();

  // The post's own page: the pictures open in the media viewer.
  await expect(page.getByRole('heading', { level: 1, name: 'Two squares' })).toBeVisible();
  await expect(page).toHaveURL(/\/gallery\/\w+$/);
  await expect(page.getByRole('article').getByText('Red, then blue.')).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'gallery-post');
  await page.getByRole('button', { name: 'Open blue.png in the viewer' }).click();
  const viewer = page.getByRole('dialog', { name: 'Image gallery' });
  await expect(viewer).toBeVisible();
  await expect(viewer).not.toHaveAttribute('aria-busy', 'true');
  await viewer.getByRole('button', { name: 'Close gallery' }).click();
  await expect(viewer).toHaveCount(0);

  // The author link leads to the painter's profile, whose Gallery tab holds the post.
  await page.getByRole('link', { name: 'by painter' }).click();
  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('link', { name: 'Gallery' })
    .click();
  await expect(page).toHaveURL(/\/@painter\/gallery$/);
  await expect(
    page.getByRole('list', { name: 'Gallery' }).getByRole('link', { name: 'Two squares' }),
  ).toBeVisible();

  // Both posts are on the recent tab.
  await page.goto('/gallery#recent');
  const recent = page.getByRole('list', { name: 'Recent' });
  await expect(recent.getByRole('link', { name: 'Two squares' })).toBeVisible();
  await expect(recent.getByRole('link', { name: 'Harbour at dusk' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'gallery-recent');

  // Liking the neighbour's post: the button turns pressed, and the post is on the liked tab.
  await recent.getByRole('link', { name: 'Harbour at dusk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour at dusk' })).toBeVisible();
  await page.getByRole('button', { name: 'Like (0)' }).click();
  await expect(page.getByRole('button', { name: 'Like (1)' })).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await page.getByRole('navigation', { name: 'Gallery lists' }).getByRole('link', { name: 'Liked' }).click();
  await expect(
    page.getByRole('list', { name: 'Liked' }).getByRole('link', { name: 'Harbour at dusk' }),
  ).toBeVisible();
});
