import type { Locator } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

// Issue 18's polish of the composer: its emoji picker and its toolbar, as a new user met them.

const PASSWORD = 'correct horse battery';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

/** WCAG contrast of two computed CSS colours, read in the page. */
async function contrastIn(border: Locator, surface: Locator): Promise<number> {
  const other = await surface.elementHandle();
  return border.evaluate((element, other) => {
    // `rgb(r, g, b)` in 0–255, or `color(srgb r g b)` in 0–1 (what color-mix() computes to).
    const rgb = (css: string) => {
      const values = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      return css.startsWith('color(') ? values.map((v) => v * 255) : values;
    };
    const luminance = ([r, g, b]: number[]) => {
      const [lr, lg, lb] = [r, g, b].map((v) => {
        const c = (v ?? 0) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (lr ?? 0) + 0.7152 * (lg ?? 0) + 0.0722 * (lb ?? 0);
    };
    const a = luminance(rgb(getComputedStyle(element).borderTopColor));
    const b = luminance(rgb(getComputedStyle(other as Element).backgroundColor));
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  }, other);
}

test('the emoji picker opened from the composer stays clear of it, edged in dark mode, and finds cats', async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await api.createAdmin('alice', PASSWORD);
  await signIn(page, api, 'alice', PASSWORD);
  await page.getByRole('button', { name: 'New note' }).first().click();
  const composer = page.getByRole('dialog', { name: 'New note' });
  await expect(composer.getByRole('heading', { name: 'New note' })).toBeVisible();
  await composer.getByRole('button', { name: 'Insert emoji' }).click();
  const picker = page.getByRole('dialog', { name: 'Emoji picker' });
  const card = page.locator('[data-emoji-picker="popup"][data-anchored] > *');
  await expect(card).toBeVisible();

  // Beside the composer, not over its title: the screen has room there.
  const composerCard = composer.locator('form').first();
  expect(overlaps(await boxOf(card), await boxOf(composer.getByRole('heading', { name: 'New note' })))).toBe(
    false,
  );
  expect(overlaps(await boxOf(card), await boxOf(composerCard))).toBe(false);
  // An edge that shows against the composer's own surface.
  expect(await contrastIn(card, composerCard)).toBeGreaterThan(1.8);

  // The tab last chosen is not shown as current while the results come from all of them.
  await picker.getByRole('tab', { name: 'Unicode' }).click();
  const search = picker.getByRole('searchbox', { name: 'Search emoji' });
  await search.fill('cat');
  const results = picker.getByRole('listbox', { name: 'Standard emoji' });
  await expect(results.getByRole('option').first()).toBeVisible();
  for (const name of ['Pinned', 'Custom', 'Unicode', 'Tags'])
    await expect(picker.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'false');
  // Cats, not books or phones ("cat" in "education", "communication").
  const firstFour = await results
    .getByRole('option')
    .evaluateAll((options) => options.slice(0, 4).map((option) => option.getAttribute('data-value')));
  expect(firstFour).toEqual(['🐱', '🐈', '😺', '😸']);
  await expect(results.locator('[data-value="📚"], [data-value="📱"], [data-value="🪪"]')).toHaveCount(0);
  await expectAccessible(page);
});

test('at 390 px the composer keeps its tools and Post on one row, the least used under More tools', async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await api.createAdmin('alice', PASSWORD);
  await signIn(page, api, 'alice', PASSWORD);
  const form = page.getByRole('form', { name: 'New note' }).filter({ visible: true });
  const post = form.getByRole('button', { name: 'Post', exact: true });
  const tools = form.getByRole('group', { name: 'More options' }).getByRole('button');
  await expect(form.getByRole('button', { name: 'More tools' })).toBeVisible();
  // Every tool on Post's row.
  const postBox = await boxOf(post);
  const middle = postBox.y + postBox.height / 2;
  for (const tool of await tools.all()) {
    const box = await boxOf(tool);
    expect(Math.abs(box.y + box.height / 2 - middle)).toBeLessThan(4);
  }
  await expect(form.getByRole('button', { name: 'Drafts' })).toHaveCount(0);

  // The folded tools keep their names in the menu, and still work.
  await form.getByRole('button', { name: 'More tools' }).click();
  const menu = page.getByRole('menu', { name: 'More tools' });
  await expect(menu.getByRole('menuitem', { name: 'Reaction acceptance' })).toBeVisible();
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: 'Drafts' }).click();
  await expect(page.getByRole('dialog', { name: 'Your drafts' })).toBeVisible();
});

test('on a wide screen every tool stays inline', async ({ page, api }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await api.createAdmin('alice', PASSWORD);
  await signIn(page, api, 'alice', PASSWORD);
  const form = page.getByRole('form', { name: 'New note' }).filter({ visible: true });
  await expect(form.getByRole('button', { name: 'Drafts' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'More tools' })).toHaveCount(0);
});
