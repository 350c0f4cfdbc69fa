import { readFile } from 'node:fs/promises';
import type { Download, Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, photosWanted, signIn, test } from './fixtures';

// Light emerald, the built-in light theme in force while none is chosen (src/theme).
const DEFAULT_LIGHT_BG = '#f5f6f4';

const rootVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

/** Dark mode on or off as a user does it anywhere: the D hotkey (focus out of any field). */
async function setDark(page: Page, dark: boolean) {
  const scheme = dark ? 'dark' : 'light';
  if ((await page.locator('html').getAttribute('data-color-scheme')) === scheme) return;
  // Out of any field (the hotkey is ignored while typing), without a visible focus ring.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('d');
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
}

/** axe light and dark, and screenshots at 390 and 1280 px in both (no resizes when no photos are taken). */
async function scanAndShoot(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.SHIORI_SCREENSHOT_DIR;
  for (const dark of [false, true]) {
    await setDark(page, dark);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectAccessible(page);
    for (const width of photosWanted ? [390, 1280] : []) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
      const file = `themes-${name}-${width}-${dark ? 'dark' : 'light'}.png`;
      await page.screenshot({ path: dir ? `${dir}/${file}` : testInfo.outputPath(file) });
    }
  }
  await setDark(page, false);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const downloadedText = async (download: Download) => readFile(await download.path(), 'utf8');

const GOOD_THEME = `{
  // pasted the way Misskey themes are shared: JSON5
  id: 'e2e-apricot-dawn',
  name: 'Apricot dawn',
  author: '@alice',
  base: 'light',
  props: { bg: '#fdf0d5', accent: '#8a3b12', panel: ':lighten<3<@bg', },
}`;

test('themes: install from JSON5, use, manage, uninstall; the editor checks contrast and exports', async ({
  page,
  api,
}, testInfo) => {
  test.setTimeout(180_000);
  await api.createAdmin('alice', 'alice-password');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, api, 'alice', 'alice-password', { at: '/settings/theme' });
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('account') ?? '{}').token as string,
  );

  await expect(page.getByRole('heading', { level: 1, name: 'Themes' })).toBeVisible();
  await expect(page.getByRole('figure', { name: /^Preview of / })).toHaveCount(2);
  await scanAndShoot(page, testInfo, 'settings');

  // A theme with a wrong base: the field and the reason are named, nothing is installed.
  await page.getByRole('link', { name: 'Install a theme' }).click();
  const code = page.getByRole('textbox', { name: 'Theme code' });
  await code.fill("{ id: 'bad', name: 'Bad', base: 'sepia', props: {} }");
  await page.getByRole('button', { name: 'Check and preview' }).click();
  await expect(page.getByRole('alert')).toHaveText('The field "base" must be "light" or "dark".');
  await expect(page.getByRole('button', { name: 'Install' })).toHaveCount(0);
  await scanAndShoot(page, testInfo, 'install-error');

  await code.fill(GOOD_THEME);
  await page.getByRole('button', { name: 'Check and preview' }).click();
  await expect(page.getByRole('figure', { name: 'Preview of Apricot dawn' })).toBeVisible();
  await scanAndShoot(page, testInfo, 'install-preview');
  await page.getByRole('button', { name: 'Install' }).click();
  await expect(page.getByText('Apricot dawn is installed.')).toBeVisible();
  // Installed themes live in the registry, where Misskey keeps them (scope client, key themes).
  await expect
    .poll(async () => {
      const themes = await api
        .call<{ id: string }[]>('i/registry/get', { scope: ['client'], key: 'themes' }, token)
        .catch(() => []);
      return themes.map((theme) => theme.id);
    })
    .toEqual(['e2e-apricot-dawn']);

  expect(await rootVar(page, '--bg')).toBe(DEFAULT_LIGHT_BG);
  await page.getByRole('button', { name: 'Use this theme' }).click();
  await expect.poll(() => rootVar(page, '--bg')).toBe('#fdf0d5');
  await expect(page.getByText('Apricot dawn is installed and in use.')).toBeVisible();

  // Manage: export as a file, then uninstall; the theme in use gives way to the default.
  await page.getByRole('link', { name: 'Installed themes' }).click();
  const item = page.getByRole('listitem', { name: 'Apricot dawn' });
  await expect(item.getByText('Light · by @alice')).toBeVisible();
  await scanAndShoot(page, testInfo, 'manage');
  const downloading = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Export file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Apricot dawn.json5');
  const exported = await downloadedText(download);
  expect(exported).toContain("id: 'e2e-apricot-dawn'");
  expect(exported).toContain("bg: '#fdf0d5'");

  await item.getByRole('button', { name: 'Uninstall' }).click();
  const confirm = page.getByRole('dialog', { name: 'Uninstall Apricot dawn?' });
  await confirm.getByRole('button', { name: 'Uninstall' }).click();
  await expect(page.getByText('No themes are installed yet.')).toBeVisible();
  await expect.poll(() => rootVar(page, '--bg')).toBe(DEFAULT_LIGHT_BG);

  // The editor: a colour changes the sample at once; a pale text colour is flagged; export.
  await page.getByRole('link', { name: 'Theme editor' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Theme editor' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Harbour');
  const preview = page.getByRole('figure', { name: 'Preview of Harbour' }).getByTestId('theme-preview');
  await page.getByLabel('Accent', { exact: true }).fill('#aa3300');
  await expect
    .poll(() => preview.evaluate((el) => getComputedStyle(el).getPropertyValue('--accent').trim()))
    .toBe('#aa3300');
  const textOnBg = page.getByRole('listitem').filter({ hasText: 'Text on Background' });
  await expect(textOnBg).toContainText('Readable');
  await page.getByLabel('Text', { exact: true }).fill('#cccccc');
  await expect(textOnBg).toContainText('Under 4.5:1, hard to read');
  await scanAndShoot(page, testInfo, 'editor');

  const editorDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export file' }).click();
  const editorFile = await editorDownload;
  expect(editorFile.suggestedFilename()).toBe('Harbour.json5');
  const editorCode = await downloadedText(editorFile);
  expect(editorCode).toContain("name: 'Harbour'");
  expect(editorCode).toContain("accent: '#aa3300'");
  expect(editorCode).toContain("fg: '#cccccc'");

  // Saved, it is installed and can be put to use from the editor.
  await page.getByRole('button', { name: 'Save and install' }).click();
  await page.getByRole('button', { name: 'Use this theme' }).click();
  await expect.poll(() => rootVar(page, '--accent')).toBe('#aa3300');
  await page.getByRole('link', { name: 'Themes', exact: true }).last().click();
  await page.getByRole('link', { name: 'Installed themes' }).click();
  await expect(page.getByRole('listitem', { name: 'Harbour' })).toBeVisible();
});
