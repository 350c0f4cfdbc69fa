#!/usr/bin/env node
// `npm run screenshots [-- outDir]`: starts a fresh local instance from the current build,
// walks the main screens as a person would, and saves each in light and dark, narrow
// (390 px) and wide (1280 px). Look at every one before calling a screen done.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const outDir = process.argv[2] ?? join(tmpdir(), 'shiori-shots');
mkdirSync(outDir, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'shiori-shots-data-'));
const server = spawn(
  process.execPath,
  ['packages/server/dist/main.js', '--port', '0', '--data-dir', dataDir, '--log-level', 'warn'],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const origin = await new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (chunk) => {
    out += chunk;
    const match = /listening on (http:\/\/\S+)/.exec(out);
    if (match) resolve(match[1]);
  });
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

async function api(endpoint, params) {
  const response = await fetch(`${origin}/api/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(params),
  });
  return response.status === 204 ? null : response.json();
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/** Each scene prepares a page and leaves it showing what to capture. */
const scenes = {
  'first-run': async () => {},
  landing: async () => {},
  'sign-in': async (page) => {
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog', { name: 'Sign in' }).getByLabel('Username').fill('alice');
  },
  'sign-up': async (page) => {
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('dialog', { name: 'Create an account' }).getByLabel('Username').fill('bad name!');
  },
  home: async (page, token) => signIn(page, token),
  'account-menu': async (page, token) => {
    await signIn(page, token);
    // On a phone the account menu lives in the navigation drawer.
    const drawerButton = page.getByRole('button', { name: 'Menu', exact: true });
    if (await drawerButton.isVisible()) await drawerButton.click();
    await page.getByRole('button', { name: 'Account menu' }).filter({ visible: true }).first().click();
  },
  'general-settings': async (page, token) => signIn(page, token, '/settings/general'),
  'layout-classic': async (page, token) => signIn(page, token, '/?ui=classic'),
  'layout-twilike': async (page, token) => signIn(page, token, '/?ui=twilike'),
  'layout-deck': async (page, token) => signIn(page, token, '/?ui=deck'),
  'layout-zen': async (page, token) => signIn(page, token, '/?zen'),
  lookup: async (page, token) => {
    await signIn(page, token, '/lookup');
    await page.getByRole('dialog', { name: 'Look up' }).getByRole('textbox').fill('@bo');
  },
  'page-window': async (page, token) => {
    await signIn(page, token);
    await page.getByRole('link', { name: 'Edit profile' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Open in window' }).click();
  },
  arabic: async (page, token) => {
    await signIn(page, token, '/settings/general');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar-SA');
    await page.locator('html[lang="ar-SA"]').waitFor();
    await page.waitForLoadState('networkidle');
  },
  accounts: async (page, token) => {
    await signIn(page, token, '/settings/accounts');
  },
  'edit-profile': async (page, token) => signIn(page, token, '/settings/profile'),
  profile: async (page, token) => signIn(page, token, '/@alice'),
  'not-found': async (page) => page.goto(`${origin}/no/such/page`),
};

async function signIn(page, _token, path = '/') {
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Username').fill('alice');
  await dialog.getByLabel('Password').fill('alice-password');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  if (path !== '/') await page.goto(`${origin}${path}`);
  await page.waitForLoadState('networkidle');
}

try {
  // SHIORI_SCENES=home,lookup limits the run to those scenes (the accounts are made anyway).
  const only = process.env.SHIORI_SCENES?.split(',');
  for (const [name, prepare] of Object.entries(scenes)) {
    if (name === 'landing') {
      const admin = await api('admin/accounts/create', { username: 'alice', password: 'alice-password' });
      await api('i/update', { i: admin.token, name: 'Alice Liddell', description: 'Down the rabbit hole.' });
      const bob = await api('signup', { username: 'bob', password: 'bob-password' });
      scenes.token = { id: admin.id, token: admin.token, other: { id: bob.id, token: bob.token } };
    }
    if (only && !only.includes(name)) continue;
    for (const colorScheme of ['light', 'dark']) {
      for (const width of [390, 1280]) {
        const page = await browser.newPage({
          colorScheme,
          viewport: { width, height: width < 500 ? 844 : 800 },
        });
        await page.goto(origin);
        await page.waitForLoadState('networkidle');
        const file = join(outDir, `${name}-${colorScheme}-${width}.png`);
        try {
          await prepare(page, scenes.token);
          await page.waitForTimeout(1200); // the splash fades out after 1 s
          await page.screenshot({ path: file });
          console.log(file);
        } catch (error) {
          // One scene that cannot be reached (say, at one width) must not hide all the others.
          console.error(`${file}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
          process.exitCode = 1;
        } finally {
          await page.close();
        }
      }
    }
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
