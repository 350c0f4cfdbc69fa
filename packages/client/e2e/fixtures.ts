import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { InstancePool, type LocalInstance } from './instance';

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

  /**
   * Adds a custom emoji as a moderator would: uploads a small PNG of one colour to the drive,
   * then `admin/emoji/add` from that file. Returns what the server answered (with its `id`).
   */
  async addEmoji(
    token: string,
    emoji: {
      name: string;
      category?: string | null;
      aliases?: string[];
      license?: string | null;
      isSensitive?: boolean;
      localOnly?: boolean;
      roleIdsThatCanBeUsedThisEmojiAsReaction?: string[];
      colour?: [number, number, number];
    },
  ): Promise<{ id: string; name: string }> {
    const { colour = [230, 120, 40], ...fields } = emoji;
    const file = await this.upload(token, {
      name: `${emoji.name}.png`,
      bytes: solidPng(32, colour),
      type: 'image/png',
    });
    return this.call<{ id: string; name: string }>('admin/emoji/add', { ...fields, fileId: file.id }, token);
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

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  let c = 0xffffffff;
  for (const byte of Buffer.concat([head.subarray(4), data]))
    c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE((c ^ 0xffffffff) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A valid square RGB PNG of one colour: enough for the server to convert into an emoji. */
export function solidPng(size: number, [r, g, b]: [number, number, number]): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) rows.set([r, g, b], y * (size * 3 + 1) + 1 + x * 3);
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', new Uint8Array()),
  ]);
}

/**
 * Screenshots are for people to look at. CI sets SHIORI_E2E_PHOTOS=0 (.ci/run): nobody opens them
 * there, and the hundreds of full-page shots and the resizes they need were a share of the browser
 * stage's time. No test reads a screenshot's bytes, so a skipped one changes no assertion.
 */
export const photosWanted = process.env.SHIORI_E2E_PHOTOS !== '0';

export const test = base.extend<{ instance: LocalInstance; api: InstanceApi }, { instances: InstancePool }>({
  page: async ({ page }, use) => {
    if (!photosWanted) page.screenshot = async () => Buffer.alloc(0);
    await use(page);
  },
  // Each worker's instances, started one test ahead (e2e/instance.ts).
  instances: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const pool = new InstancePool();
      await use(pool);
      await pool.close();
    },
    { scope: 'worker' },
  ],
  // A fresh instance per test: tests never share accounts, data or rate-limit budgets.
  instance: async ({ instances }, use) => {
    const instance = await instances.take();
    await use(instance);
    instances.retire(instance);
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

/**
 * Signs in the way a returning user arrives: the account is already saved on this device, as
 * the sign-in dialog leaves it, and the app starts on the home page. For tests about something
 * else: it skips the visitor page and the dialog (`signInThroughUi` and sign-in.spec.ts cover
 * those), which took a second or two of every test. Waits for the home page, or with `at` for the
 * signed-in shell on that page.
 */
export async function signIn(
  page: Page,
  api: InstanceApi,
  username: string,
  password: string,
  { at }: { at?: string } = {},
) {
  const { i: token } = await api.call<{ i: string }>('signin-flow', { username, password });
  const me = await api.call<{ id: string }>('i', {}, token);
  const account = { ...me, token, origin: api.origin };
  // An empty same-origin document to write this origin's storage from, without booting the app.
  const blank = `${api.origin}/__e2e-sign-in`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/plain', body: '' }));
  await page.goto(blank);
  await page.evaluate((saved) => {
    localStorage.setItem('account', JSON.stringify(saved));
    localStorage.setItem(
      'accounts',
      JSON.stringify([{ id: saved.id, token: saved.token, origin: saved.origin }]),
    );
  }, account);
  await page.unroute(blank);
  // `at` opens another page of the app first, as a bookmark does: a test that went on to a page
  // right after the home page loaded paid for a second start of the app (~1 s of CPU).
  await page.goto(at ?? '/');
  if (at) await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  else await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
}

/**
 * Waits until the app has dismissed the start-up splash. It then fades for a second before it
 * is removed: screenshots taken with `animations: 'disabled'` skip the fade instead of waiting.
 */
export async function expectSplashDismissed(page: Page) {
  await expect(page.locator('#splash:not([data-hidden])')).toHaveCount(0);
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

/**
 * Resolves when every finite CSS transition and animation on the page has finished. Colour
 * checks taken mid-transition (after a theme change, while a menu fades in) see blended
 * colours that no reader ever rests on; on a loaded machine a 200 ms transition can take
 * seconds of wall time, so this waits for the state, not for a time. Endless animations
 * (spinners, MFM effects) are not waited for.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round++) {
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .filter((animation) => animation.playState === 'running' || animation.pending);
      if (running.length === 0) return;
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
}

interface AxeViolation {
  id: string;
  help: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}

// The axe-core that @axe-core/playwright runs (its own dependency, so the same version).
const axeSource: string = (() => {
  const require = createRequire(import.meta.url);
  return createRequire(require.resolve('@axe-core/playwright'))('axe-core').source;
})();

/**
 * axe's violations on what the page shows now. AxeBuilder injects axe again for every scan and
 * finishes each in a new blank page (which it opens and closes), so that frames of other
 * origins can be scanned: that made a scan several times dearer than the scan itself, and the
 * light and dark scans of every flow were a large share of the browser suite's CPU. The app has
 * no frames, so axe runs in the page itself, injected once per document, with the same rules;
 * a page that has frames is still scanned by AxeBuilder. Only violations are collected (the
 * passes are not looked at), which changes none of them.
 *
 * Only serious and critical findings fail a test, and axe gives every finding of a rule that
 * names an impact that rule's impact (its checks' own impacts are overwritten): the rules whose
 * impact is minor or moderate (32 of 105 in axe 4.14: landmarks, regions, heading order…) can
 * never fail one, so they are not run. That halved a scan of the home page (~400 → ~200 ms).
 */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).analyze()).violations;
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run(context: Document, options: object): Promise<{ violations: AxeViolation[] }>;
        _audit: { rules: { id: string; impact?: string }[] };
      };
    };
    const rules = Object.fromEntries(
      axe._audit.rules
        .filter(({ impact }) => impact === 'minor' || impact === 'moderate')
        .map(({ id }) => [id, { enabled: false }]),
    );
    const { violations } = await axe.run(document, { resultTypes: ['violations'], rules });
    return violations.map(({ id, help, impact, nodes }) => ({
      id,
      help,
      impact,
      nodes: nodes.map(({ target }) => ({ target })),
    }));
  });
}

/** Fails on serious or critical accessibility violations of what the page shows now. */
export async function expectAccessible(page: Page) {
  // After emulateMedia the theme follows the device from script, a moment later: a scan in
  // between reads the colours of neither scheme (a contrast failure seen once in CI). Waits for
  // the page's scheme to match the device's, unless the page keeps its own (a forced dark mode).
  await page
    .waitForFunction(
      () =>
        document.documentElement.dataset.colorScheme ===
        (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
  await settleAnimations(page);
  const violations = await axeViolations(page);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * The axe scan and the four screenshots a new page gets (light and dark, 390 and 1280 px
 * wide, full page, named `<name>-<scheme>-<width>.png`); leaves the page light at 1280.
 */
export async function scanAndPhotograph(page: Page, testInfo: TestInfo, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page);
    for (const width of photosWanted ? [390, 1280] : []) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: testInfo.outputPath(`${name}-${colorScheme}-${width}.png`),
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * What `expectAccessibleInBothSchemes` photographs: `<name>-<width>-<scheme>.png` at each width
 * (390 and 1280 unless named), or one `<name>-<scheme>.png` at the current size (a menu or
 * popup that a resize would move or close).
 */
export interface SchemePhotos {
  testInfo: TestInfo;
  name: string;
  widths?: number[];
  atCurrentSize?: boolean;
  fullPage?: boolean;
  /** Finite animations shown finished and endless ones at their start, as Playwright does. */
  animations?: 'disabled';
}

/**
 * Axe on what the page shows now, in the light and then the dark scheme, each photographed
 * when `photos` names the shot; ends light (at 1280×900 after photos taken at widths). One
 * flow checked in both schemes this way replaced tests that repeated their whole set-up and
 * flow once per scheme: those repeats were a large part of the browser suite's time.
 */
export async function expectAccessibleInBothSchemes(page: Page, photos?: SchemePhotos) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page);
    if (!photos || !photosWanted) continue;
    if (photos.atCurrentSize) {
      await page.screenshot({
        path: photos.testInfo.outputPath(`${photos.name}-${colorScheme}.png`),
        fullPage: photos.fullPage ?? false,
        animations: photos.animations,
      });
      continue;
    }
    for (const width of photos.widths ?? [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: photos.testInfo.outputPath(`${photos.name}-${width}-${colorScheme}.png`),
        fullPage: photos.fullPage ?? false,
        animations: photos.animations,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (photos && !photos.atCurrentSize) await page.setViewportSize({ width: 1280, height: 900 });
}
