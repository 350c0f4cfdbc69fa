import { expect, type InstanceApi, scanAndPhotograph, signIn, solidPng, test } from './fixtures';

const sideColumn = (page: import('@playwright/test').Page) =>
  page.getByRole('complementary', { name: 'Side column' });

/** The clicker game's save as Misskey keeps it (scope clickerGame, key saveData). */
async function savedCookies(api: InstanceApi, token: string) {
  try {
    const save = await api.call<{ cookies: number }>(
      'i/registry/get',
      { scope: ['clickerGame'], key: 'saveData' },
      token,
    );
    return save.cookies;
  } catch {
    return null;
  }
}

test('photos, slideshow, clicker, mascot and the display modes in the side column, with real data', async ({
  page,
  api,
}, testInfo) => {
  // Two accounts' set-up, uploads, a reload, two axe scans and four screenshots.
  test.slow();
  const alice = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  const carol = await api.signup('carol', 'carol-password');
  // A drive folder with two pictures for the slideshow, and a note with a picture for photos.
  const folder = await api.call<{ id: string }>('drive/folders/create', { name: 'Holiday' }, alice.token);
  for (const [name, colour] of [
    ['beach.png', [40, 120, 200]],
    ['forest.png', [40, 150, 60]],
  ] as const) {
    await api.upload(
      alice.token,
      { name, bytes: solidPng(64, [...colour]), type: 'image/png' },
      { folderId: folder.id },
    );
  }
  const sunset = await api.upload(alice.token, {
    name: 'sunset.png',
    bytes: solidPng(64, [230, 120, 40]),
    type: 'image/png',
  });
  const note = await api.call<{ createdNote: { id: string } }>(
    'notes/create',
    { text: 'Evening colours', fileIds: [sunset.id] },
    alice.token,
  );
  // Two 👍 and one 🎉: most given first, unless contrarian mode is on.
  await api.call('notes/reactions/create', { noteId: note.createdNote.id, reaction: '👍' }, bob.token);
  await api.call('notes/reactions/create', { noteId: note.createdNote.id, reaction: '👍' }, carol.token);
  await api.call('notes/reactions/create', { noteId: note.createdNote.id, reaction: '🎉' }, alice.token);
  // Bob's list, for the timeline widget's source.
  const friends = await api.call<{ id: string }>('users/lists/create', { name: 'Friends' }, alice.token);
  await api.call('users/lists/push', { listId: friends.id, userId: bob.id }, alice.token);
  const widgets = [
    'aichan',
    'photos',
    'clicker',
    'slideshow',
    'gamingMode',
    'gyakubariMode',
    'timeline',
    'clock',
  ];
  await api.call(
    'i/registry/set',
    {
      scope: ['client'],
      key: 'widgets',
      value: widgets.map((name) => ({ id: name, name, place: 'right', data: {} })),
    },
    alice.token,
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, api, 'alice', 'alice-password');
  const side = sideColumn(page);

  // Photos: the timeline's picture, then a new one arriving live; a picture opens the viewer.
  const photos = side.getByRole('region', { name: 'Photos' });
  await expect(photos.getByRole('button', { name: 'sunset.png' })).toBeVisible();
  const dawn = await api.upload(bob.token, {
    name: 'dawn.png',
    bytes: solidPng(64, [250, 200, 90]),
    type: 'image/png',
  });
  await api.call('following/create', { userId: bob.id }, alice.token);
  await api.call('notes/create', { text: 'First light', fileIds: [dawn.id] }, bob.token);
  const pictures = photos.getByRole('listitem').getByRole('button');
  await expect(pictures).toHaveCount(2);
  await expect(pictures.first()).toHaveAccessibleName('dawn.png');
  await photos.getByRole('button', { name: 'sunset.png' }).click();
  const gallery = page.getByRole('dialog', { name: 'Image gallery' });
  // Busy while it fades in: PhotoSwipe ignores a close pressed then.
  await expect(gallery).not.toHaveAttribute('aria-busy', 'true');
  await expect(gallery.getByRole('img', { name: 'sunset.png' })).toBeAttached();
  await gallery.getByRole('button', { name: 'Close gallery' }).click();
  await expect(gallery).toHaveCount(0);

  // Slideshow: a folder chosen in its settings, whose pictures follow one another.
  const slideshow = side.getByRole('region', { name: 'Slideshow' });
  await expect(slideshow).toContainText('Choose a drive folder');
  await slideshow.getByRole('button', { name: 'Slideshow options' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Slideshow settings' });
  await settings.getByLabel('Folder').selectOption({ label: 'Holiday' });
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toBeHidden();
  const shown = slideshow.getByRole('img', { name: /^(beach|forest)\.png$/ });
  await expect(shown).toBeVisible();
  const first = await shown.getAttribute('alt');
  await slideshow.getByRole('button', { name: 'Next picture' }).click();
  await expect(shown).not.toHaveAttribute('alt', first ?? '');

  // Timeline: a list chosen in its settings shows the list's notes, and new ones live.
  const timeline = side.getByRole('region', { name: 'Timeline', exact: true });
  await timeline.getByRole('button', { name: 'Timeline options' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const timelineSettings = page.getByRole('dialog', { name: 'Timeline settings' });
  await timelineSettings.getByLabel('Source').selectOption({ label: 'List: Friends' });
  await timelineSettings.getByRole('button', { name: 'Save' }).click();
  await expect(timeline.getByRole('region', { name: 'List: Friends' })).toContainText('First light');
  await expect(timeline).not.toContainText('Evening colours');
  await api.call('notes/create', { text: 'Tulips by the river' }, bob.token);
  await expect(timeline).toContainText('Tulips by the river');

  // Clock: numbers on the face, then dots once its settings say so.
  const clock = side.getByRole('region', { name: 'Clock', exact: true });
  await expect(clock.locator('svg text')).toHaveCount(12);
  await clock.getByRole('button', { name: 'Clock options' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const clockSettings = page.getByRole('dialog', { name: 'Clock settings' });
  await clockSettings.getByLabel('Marks', { exact: true }).selectOption({ label: 'Dots' });
  await clockSettings.getByLabel('Hand thickness').selectOption({ label: 'Thick' });
  await clockSettings.getByRole('button', { name: 'Save' }).click();
  await expect(clock.locator('svg text')).toHaveCount(0);
  // The dial, sixty dots and the pin.
  await expect(clock.locator('svg circle')).toHaveCount(62);

  // Clicker: three cookies, saved to the registry, still there after a reload.
  const clicker = side.getByRole('region', { name: 'Clicker' });
  const bake = clicker.getByRole('button', { name: 'Bake a cookie' });
  await expect(clicker.getByRole('status')).toHaveText('0');
  await bake.click();
  await bake.click();
  await bake.click();
  await expect(clicker.getByRole('status')).toHaveText('3');
  const { i: token } = await api.call<{ i: string }>('signin-flow', {
    username: 'alice',
    password: 'alice-password',
  });
  await expect.poll(() => savedCookies(api, token)).toBe(3);
  // Saved in Misskey's shapes: the list beside src, the thickness as a number.
  await expect
    .poll(async () =>
      (
        await api.call<{ name: string; data: Record<string, unknown> }[]>(
          'i/registry/get',
          { scope: ['client'], key: 'widgets' },
          token,
        )
      )
        .filter((widget) => widget.name === 'timeline' || widget.name === 'clock')
        .map((widget) => [
          widget.data.src,
          (widget.data.list as { id?: string } | null)?.id,
          widget.data.thickness,
        ]),
    )
    .toEqual([
      ['list', friends.id, undefined],
      [undefined, undefined, 0.3],
    ]);

  // Contrarian mode: the note's reactions, most given first, then least given first.
  const reactions = page
    .getByRole('article')
    .filter({ hasText: 'Evening colours' })
    .getByRole('list', { name: 'Reactions' })
    .getByRole('button', { name: /👍|🎉/ });
  await expect(reactions).toHaveCount(2);
  await expect(reactions.first()).toHaveAccessibleName(/👍/);
  const contrarian = side.getByRole('region', { name: 'Contrarian mode' });
  await contrarian.getByRole('switch', { name: 'Contrarian mode' }).click();
  await expect(contrarian.getByRole('switch')).toBeChecked();
  await expect(contrarian).toContainText('least given first');
  await expect(reactions.first()).toHaveAccessibleName(/🎉/);

  // Gaming mode: the accent colour turns while it is on.
  const gaming = side.getByRole('region', { name: 'Gaming mode' });
  const accent = () =>
    page.evaluate(() =>
      getComputedStyle(document.getElementById('app') ?? document.body).getPropertyValue('--accent'),
    );
  const themeAccent = await accent();
  await gaming.getByRole('switch', { name: 'Gaming mode' }).click();
  await expect(gaming.getByRole('switch')).toBeChecked();
  await expect(gaming).toContainText('rainbow');
  await expect.poll(accent).toMatch(/^oklch\(from /);
  await gaming.getByRole('switch', { name: 'Gaming mode' }).click();
  await expect(gaming.getByRole('switch')).not.toBeChecked();
  await expect.poll(accent).toBe(themeAccent);

  await page.reload();
  await expect(side.getByRole('region', { name: 'Clicker' }).getByRole('status')).toHaveText('3');
  // Both modes are device settings: contrarian stays on after the reload.
  await expect(side.getByRole('region', { name: 'Contrarian mode' }).getByRole('switch')).toBeChecked();

  // The mascot looks at the pointer: her pupils move towards it.
  const mascot = side.getByRole('region', { name: 'Mascot' });
  const greet = mascot.getByRole('button', { name: 'Say hello to Shiori, the bookmark mascot' });
  await greet.scrollIntoViewIfNeeded();
  const box = await greet.boundingBox();
  if (!box) throw new Error('the mascot is not laid out');
  await page.mouse.move(box.x - 300, box.y + box.height / 2);
  await expect(mascot.locator('svg g[transform^="translate(-"]')).toHaveCount(2);
  await page.mouse.move(box.x + box.width - 4, box.y + box.height / 2);
  await expect(mascot.locator('svg g[transform^="translate(-"]')).toHaveCount(0);

  await page.mouse.move(0, 0);
  await scanAndPhotograph(page, testInfo, 'widgets-more');
  // A phone: the same widgets in the bottom bar's sheet, the mascot included.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Widgets' }).click();
  const drawer = page.getByRole('dialog', { name: 'Widgets' });
  await expect(drawer.getByRole('region', { name: 'Mascot' })).toBeVisible();
  await drawer.getByRole('region', { name: 'Mascot' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('widgets-more-sheet-390.png') });
});
