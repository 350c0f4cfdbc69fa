import { test as base, expect, expectAccessible, signIn } from './fixtures';
import { startInstance } from './instance';

const PASSWORD = 'correct horse battery';

/**
 * The instance serving the client stands in for a server without some endpoints (the test-only
 * setting): by default antennas, clips and the forks' scheduled-notes list.
 */
const test = base.extend<{ disabledEndpoints: string }>({
  disabledEndpoints: ['antennas/list,clips/list,notes/schedule/list', { option: true }],
  instance: async ({ disabledEndpoints }, use) => {
    const instance = await startInstance({ env: { SHIORI_TEST_DISABLED_ENDPOINTS: disabledEndpoints } });
    await use(instance);
    await instance.stop();
  },
});

test('a feature the server lacks has no navigation entry, and its page says the server does not offer it', async ({
  page,
  api,
}, testInfo) => {
  const alice = await api.createAdmin('alice', PASSWORD);
  await api.call('notes/create', { text: 'Worth keeping' }, alice.token);
  await signIn(page, api, 'alice', PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
  // The entries around them are there; antennas and clips, in the default menu, are not.
  await expect(nav.getByRole('link', { name: 'Lists' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Channels' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Antennas' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Clips' })).toHaveCount(0);

  // A note's menu offers Favorite but not Clip.
  const note = page.getByRole('article').filter({ hasText: 'Worth keeping' }).first();
  await note.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('menuitem', { name: 'Favorite', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Clip', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The home header's More timelines menu has Lists and Channels, and no Antennas.
  await page.getByRole('button', { name: 'More timelines' }).click();
  await expect(page.getByRole('menuitem', { name: 'Lists' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Channels' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Antennas' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Scheduling is allowed by the role, but the server has no list of scheduled notes to open.
  await api.call('admin/roles/update-default-policies', { policies: { canScheduleNote: true } }, alice.token);
  await page.reload();
  await page.getByRole('button', { name: 'New note' }).filter({ visible: true }).first().click();
  const composer = page.getByRole('dialog', { name: 'New note' });
  await expect(composer.getByRole('button', { name: 'Schedule', exact: true })).toBeVisible();
  // The header's menu held only "Scheduled notes" here: without it there is no menu at all.
  await expect(composer.getByRole('button', { name: 'More options', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(composer).toHaveCount(0);

  await nav.getByRole('link', { name: 'Lists' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lists' })).toBeVisible();

  const host = new URL(api.origin).host;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/my/antennas');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Not available on this server' }),
      ).toBeVisible();
      await expect(page.getByText(`Your server, ${host}, does not offer this page.`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go home' })).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: testInfo.outputPath(`not-offered-${width}-${colorScheme}.png`) });
    }
  }
});

test.describe('on a server that cannot say what it offers', () => {
  // Without `endpoints` the client assumes everything and learns from the first failing call.
  test.use({ disabledEndpoints: 'endpoints,antennas/list' });

  test('a page whose call the server does not know turns into the not-offered page, and its entry goes', async ({
    page,
    api,
  }) => {
    await api.createAdmin('alice', PASSWORD);
    await signIn(page, api, 'alice', PASSWORD);
    const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
    await nav.getByRole('link', { name: 'Antennas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Not available on this server' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Antennas' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Clips' })).toBeVisible();
  });
});
