import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { type LocalInstance, startInstance } from './instance';

/** Calls the instance's API the way any Misskey client would: POST JSON, token in `i`. */
export class InstanceApi {
  constructor(readonly origin: string) {}

  async call<T = unknown>(
    endpoint: string,
    params: Record<string, unknown> = {},
    token?: string,
  ): Promise<T> {
    const response = await fetch(`${this.origin}/api/${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(token ? { ...params, i: token } : params),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${endpoint} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** Uploads bytes to the drive as Misskey's multipart `drive/files/create` does. */
  async upload<T = { id: string; url: string; type: string; size: number }>(
    token: string,
    file: { name: string; bytes: Uint8Array; type?: string },
    fields: Record<string, string> = {},
  ): Promise<T> {
    const form = new FormData();
    form.set('i', token);
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
    const response = await fetch(`${this.origin}/api/drive/files/create`, { method: 'POST', body: form });
    const text = await response.text();
    if (!response.ok) throw new Error(`drive/files/create answered ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  }

  /** The first account of a fresh instance: its administrator. */
  createAdmin(username: string, password: string) {
    return this.call<{ id: string; token: string }>('admin/accounts/create', { username, password });
  }

  signup(username: string, password: string) {
    return this.call<{ id: string; token: string }>('signup', { username, password });
  }

  /** Turns on TOTP two-factor sign-in and returns what a person would keep to sign in. */
  async enableTwoFactor(token: string, password: string) {
    const registration = await this.call<{ secret: string }>('i/2fa/register', { password }, token);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(registration.secret) });
    const { backupCodes } = await this.call<{ backupCodes: string[] }>(
      'i/2fa/done',
      { token: totp.generate() },
      token,
    );
    return { totp, backupCodes };
  }
}

export const test = base.extend<{ instance: LocalInstance; api: InstanceApi }>({
  // A fresh instance per test: tests never share accounts, data or rate-limit budgets.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  instance: async ({}, use) => {
    const instance = await startInstance();
    await use(instance);
    await instance.stop();
  },
  baseURL: async ({ instance }, use) => {
    await use(instance.url);
  },
  api: async ({ instance }, use) => {
    await use(new InstanceApi(instance.url));
  },
});

export { expect };

/** Signs in through the visitor landing page's sign-in dialog and waits for the home page. */
export async function signInThroughUi(page: Page, username: string, password: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
}

/** Opens the account menu from the signed-in shell. */
export async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu').first();
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * Adds a second, existing account from the account menu while signed in, and waits until it
 * is the current one (adding an account switches to it; the first stays saved).
 */
export async function addAccountThroughMenu(page: Page, username: string, password: string) {
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Add account' }).click();
  await page.getByRole('menuitem', { name: 'Sign in to an existing account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(`@${username}`);
}

/** Fails on serious or critical accessibility violations of what the page shows now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
