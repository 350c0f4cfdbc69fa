import { expect, expectAccessible, test } from './fixtures';

// MFM in a real browser, through a profile bio (the simplest public MFM surface).
const BIO = [
  'Hi **there**, I am $[x2 big] and #cats',
  '@bob and [docs](https://example.org/docs) and [bad](javascript:alert(1))',
  '\\(x^2 + 1\\)',
  '```js',
  'const answer = 42;',
  '```',
  'misskey 検索',
  'abc \u202Eevil\u202C def',
].join('\n');

test('a bio in MFM renders highlighted code, math, safe links and a search box', async ({ page, api }) => {
  const { token } = await api.createAdmin('alice', 'alice-password');
  await api.signup('bob', 'bob-password');
  await api.call('i/update', { description: BIO }, token);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto('/@alice');

  const hashtag = page.getByRole('link', { name: '#cats' });
  await expect(hashtag).toHaveAttribute('href', '/tags/cats');
  const docs = page.getByRole('link', { name: 'docs' });
  await expect(docs).toHaveAttribute('target', '_blank');
  await expect(docs).toHaveAttribute('rel', 'nofollow noopener');
  await expect(page.getByRole('link', { name: 'bad' })).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);

  // Shiki and KaTeX arrive as lazy chunks; Shiki runs in a worker so that long code does not
  // hold up the page (the page falls back to highlighting itself if the worker cannot start,
  // which would pass unnoticed without the second check).
  await expect(page.locator('pre[data-highlighted="true"]')).toContainText('const answer = 42;');
  expect(workers.some((url) => url.includes('highlight.worker'))).toBe(true);
  await expect(page.locator('.katex')).toHaveCount(1);
  await expect(page.getByRole('searchbox', { name: 'Search query' })).toHaveValue('misskey');
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();

  // The mention preview loads the user after hovering.
  await page.getByRole('link', { name: '@bob' }).hover();
  await expect(page.getByRole('dialog', { name: 'Profile of @bob' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Profile of @bob' }).getByRole('heading')).toHaveText('bob');
  await page.mouse.move(0, 0);
  await expect(page.getByRole('dialog', { name: 'Profile of @bob' })).toHaveCount(0);

  await expectAccessible(page);
});
