import type { WebSocketRoute } from '@playwright/test';
import {
  expect,
  expectAccessibleInBothSchemes,
  expectSplashDismissed,
  signIn,
  solidPng,
  test,
} from './fixtures';

test("a visitor reads /about by tabs, the app's page, the contact and server pages, light and dark", async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  const alice = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  await api.addEmoji(alice.token, { name: 'teacup', category: 'drinks' });
  await api.addEmoji(alice.token, { name: 'blobcat' });
  await api.call('notes/create', { text: 'first' }, alice.token);
  await api.call('notes/create', { text: 'second' }, bob.token);
  const icon = await api.upload(alice.token, {
    name: 'icon.png',
    bytes: solidPng(64, [30, 140, 90]),
    type: 'image/png',
  });
  await api.call(
    'admin/update-meta',
    {
      description: 'A quiet server for gardeners.',
      serverRules: ['Be kind to each other', 'No advertising'],
      maintainerName: 'Alice Admin',
      maintainerEmail: 'alice@garden.example',
      inquiryUrl: 'https://garden.example/inquiry',
      iconUrl: icon.url,
    },
    alice.token,
  );

  await page.goto('/about');
  await expectSplashDismissed(page);
  await expect(page.getByRole('heading', { level: 1, name: 'About Shiori' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'About this server' });
  await expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  const figures = page.getByRole('region', { name: 'In numbers' });
  await expect(figures.getByRole('definition').first()).toHaveText('2');
  await expect(figures).toContainText('Notes');
  await expect(page.getByText('A quiet server for gardeners.')).toBeVisible();
  const rules = page.getByRole('region', { name: 'Server rules' }).getByRole('listitem');
  await expect(rules).toHaveText(['Be kind to each other', 'No advertising']);
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('Alice Admin');
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'about-overview', animations: 'disabled' });

  // The hash selects the tab.
  await tabs.getByRole('link', { name: 'Emojis' }).click();
  await expect(page).toHaveURL(/\/about#emojis$/);
  const emojis = page.getByRole('region', { name: 'Emojis' });
  await expect(emojis.getByRole('listitem')).toHaveCount(2);
  await emojis.getByRole('searchbox', { name: 'Search emojis' }).fill('drink');
  await expect(emojis.getByRole('listitem')).toHaveCount(1);
  await expect(emojis.getByRole('listitem')).toContainText(':teacup:');
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'about-emojis', animations: 'disabled' });
  await emojis.getByRole('searchbox', { name: 'Search emojis' }).fill('zebra');
  await expect(emojis).toContainText('No emoji matches “zebra”.');

  await tabs.getByRole('link', { name: 'Federation' }).click();
  await expect(page.getByRole('region', { name: 'Federation' })).toContainText(
    'This server does not federate',
  );
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'about-federation', animations: 'disabled' });

  await tabs.getByRole('link', { name: 'Charts' }).click();
  await expect(page).toHaveURL(/\/about#charts$/);
  const charts = page.getByRole('region', { name: 'Charts' });
  await expect(charts.getByRole('figure', { name: 'Notes written' })).toContainText(
    '2 notes written in this period.',
  );
  await expect(charts.getByRole('figure', { name: 'Users' })).toContainText('2 users now.');
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'about-charts', animations: 'disabled' });
  await charts.getByRole('button', { name: 'Last 24 hours' }).click();
  await expect(charts.getByRole('button', { name: 'Last 24 hours' })).toHaveAttribute('aria-pressed', 'true');
  await expect(charts.getByRole('figure', { name: 'Notes written' })).toContainText('2 notes');

  // Every page a visitor reaches offers sign-in and sign-up in its header.
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Sign up' })).toBeVisible();
  await header.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);

  await tabs.getByRole('link', { name: 'Overview' }).click();
  await page.getByRole('link', { name: 'About this app' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About this app' })).toBeVisible();
  const licences = page.getByRole('list', { name: 'Licences' });
  await expect(licences.getByRole('link', { name: 'react-dom' })).toBeVisible();
  await expect(licences.getByRole('listitem').filter({ hasText: 'Twemoji' })).toContainText('CC-BY-4.0');
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'about-client', animations: 'disabled' });

  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await expect(page.getByText('Alice Admin')).toBeVisible();
  await expect(page.getByText('alice@garden.example')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the inquiry page' })).toHaveAttribute(
    'href',
    'https://garden.example/inquiry',
  );
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'contact', animations: 'disabled' });

  const host = new URL(api.origin).host;
  await page.goto(`/instance-info/${host}`);
  await expect(page.getByRole('heading', { level: 1, name: host })).toBeVisible();
  await expect(page.getByText('This is the server you are on.')).toBeVisible();
  await expectAccessibleInBothSchemes(page, {
    testInfo,
    name: 'instance-info-local',
    animations: 'disabled',
  });
  await page.goto('/instance-info/misskey.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Server not found' })).toBeVisible();
  await expect(page.getByText('This server knows nothing about misskey.example.')).toBeVisible();
  await expectAccessibleInBothSchemes(page, {
    testInfo,
    name: 'instance-info-unknown',
    animations: 'disabled',
  });
});

test('a public role lists its members and notes, a private one is not found, and ads show, light and dark', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  const alice = await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  const gardeners = await api.call<{ id: string }>(
    'admin/roles/create',
    { name: 'Gardeners', description: 'People who grow things', isPublic: true, isExplorable: true },
    alice.token,
  );
  const hidden = await api.call<{ id: string }>(
    'admin/roles/create',
    { name: 'Hidden', isPublic: false },
    alice.token,
  );
  await api.call('admin/roles/assign', { roleId: gardeners.id, userId: bob.id }, alice.token);
  await api.call('notes/create', { text: 'tomatoes are up' }, bob.token);
  const picture = await api.upload(alice.token, {
    name: 'ad.png',
    bytes: solidPng(64, [40, 120, 200]),
    type: 'image/png',
  });
  const day = 86_400_000;
  await api.call(
    'admin/ad/create',
    {
      url: 'https://shop.example/tea',
      imageUrl: picture.url,
      memo: 'tea shop',
      place: 'horizontal',
      priority: 'middle',
      ratio: 1,
      startsAt: Date.now() - day,
      expiresAt: Date.now() + day,
      dayOfWeek: 0,
    },
    alice.token,
  );

  // A visitor sees the role and its members; its notes need an account (roles/notes does).
  await page.goto(`/roles/${gardeners.id}`);
  await expectSplashDismissed(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Gardeners' })).toBeVisible();
  await expect(page.getByText('1 member', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('link', { name: 'bob' })).toBeVisible();
  await expect(page.getByText('Sign in to read the notes of its members.')).toBeVisible();
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'role-visitor', animations: 'disabled' });

  await page.goto(`/roles/${hidden.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Role not found' })).toBeVisible();

  await page.goto('/ads');
  await expect(page.getByRole('heading', { level: 1, name: 'Ads' })).toBeVisible();
  const ad = page.getByRole('link', { name: 'Ad, opens shop.example' });
  await expect(ad).toHaveAttribute('href', 'https://shop.example/tea');
  await expect(ad.getByRole('img')).toHaveJSProperty('complete', true);
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'ads', animations: 'disabled' });

  await signIn(page, api, 'alice', 'alice-password', { at: `/roles/${gardeners.id}` });
  const notes = page.getByRole('region', { name: 'Notes by members' });
  await expect(notes.getByText('tomatoes are up')).toBeVisible();
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'role-signed-in', animations: 'disabled' });
});

test('the visitor front door shows the server, its figures and new local notes live, light and dark', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  const alice = await api.createAdmin('alice', 'alice-password');
  await api.call('notes/create', { text: 'welcome, visitors' }, alice.token);
  // The visitor's first connection goes nowhere (a network that drops it); the next one is real.
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/streaming/, (socket) => {
    if (sockets.push(socket) > 1) socket.connectToServer();
  });
  await page.goto('/');
  await expectSplashDismissed(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Shiori' })).toBeVisible();
  // The landing page is the front door itself: its buttons, none repeated in the header.
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sign up' })).toHaveCount(1);
  const figures = page.getByRole('definition');
  await expect(figures).toHaveText(['1', '1']);
  const preview = page.getByRole('region', { name: 'Now on Shiori' });
  await expect(preview.getByText('welcome, visitors')).toBeVisible();

  // A note posted while the connection is down is fetched when it opens again.
  await expect.poll(() => sockets.length).toBe(1);
  await api.call('notes/create', { text: 'posted while the visitor was offline' }, alice.token);
  await sockets.at(0)?.close(); // the poll above proved there is one
  await expect(preview.getByText('posted while the visitor was offline')).toBeVisible();
  await api.call('notes/create', { text: 'a live note for the visitor' }, alice.token);
  await expect(preview.getByText('a live note for the visitor')).toBeVisible();
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'landing', animations: 'disabled' });

  // A server whose visitors may not read the local timeline shows no preview.
  await api.call('admin/roles/update-default-policies', { policies: { ltlAvailable: false } }, alice.token);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Shiori' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Now on Shiori' })).toHaveCount(0);

  await page.getByRole('link', { name: 'More about Shiori' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Shiori' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Server rules' })).toContainText(
    'This server lists no rules.',
  );
  await page.getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByText('This server lists no contact.')).toBeVisible();
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'contact-empty', animations: 'disabled' });
});
