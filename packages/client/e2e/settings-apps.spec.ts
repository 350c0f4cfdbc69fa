import type { Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

async function callWith(origin: string, endpoint: string, token: string, body: Record<string, unknown> = {}) {
  const res = await fetch(`${origin}/api/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a personal access token is made with chosen permissions, listed with the apps, and revoked', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  await api.createAdmin('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password', { at: '/settings/api' });
  await expect(page.getByRole('heading', { level: 1, name: 'API' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate access token' }).click();
  const dialog = page.getByRole('dialog', { name: 'New access token' });
  // Nothing chosen, nothing to generate.
  await expect(dialog.getByRole('button', { name: 'Generate', exact: true })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('My <i>script</i>');
  await dialog.getByRole('checkbox', { name: 'Account: Read', exact: true }).check();
  await expect(dialog.getByText('1 permission')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, testInfo, 'token-dialog-light');
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('heading', { name: 'Access token “My <i>script</i>”' })).toBeVisible();
  const token = await page.getByRole('textbox', { name: 'Access token', exact: true }).inputValue();
  expect(token.length).toBeGreaterThan(10);
  // The token reads the account and is refused what it was not given.
  expect((await callWith(api.origin, 'i', token)).body).toMatchObject({ username: 'alice' });
  const post = await callWith(api.origin, 'notes/create', token, { text: 'not allowed' });
  expect(post.body).toMatchObject({ error: { code: 'PERMISSION_DENIED' } });
  await screenshots(page, testInfo, 'api-light');

  await page.getByRole('link', { name: 'Manage authorized apps' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Authorized apps' })).toBeVisible();
  const apps = page.getByRole('list', { name: 'Apps with access' });
  const entry = apps.getByRole('listitem').filter({ hasText: 'My <i>script</i>' });
  await expect(entry).toBeVisible();
  await entry.getByText('1 permission').click();
  await expect(entry.getByText('Account · Read')).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page);
    await screenshots(page, testInfo, `apps-${colorScheme}`);
  }

  await entry.getByRole('button', { name: 'Revoke My <i>script</i>' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke access for My <i>script</i>?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('No app has access to your account.')).toBeVisible();
  expect((await callWith(api.origin, 'i', token)).status).toBe(401);

  // The API page in dark, with its dialog.
  await page.goto('/settings/api');
  await page.getByRole('button', { name: 'Generate access token' }).click();
  await expect(page.getByRole('dialog', { name: 'New access token' })).toBeVisible();
  await expectAccessible(page);
});
