import { expect, scanAndPhotograph, signIn, solidPng, test } from './fixtures';

const PASSWORD = 'pages-password';

test('Pages: write a page with text, a section and a picture, keep it over a reload, reorder by drag and by keyboard, publish under a Japanese name, like it and find it on the profile', async ({
  page,
  api,
}, testInfo) => {
  const alice = await api.signup('alice', PASSWORD);
  await api.signup('bob', PASSWORD);
  await api.upload(alice.token, {
    name: 'meadow.png',
    bytes: solidPng(64, [90, 160, 90]),
    type: 'image/png',
  });
  await signIn(page, api, 'alice', PASSWORD, { at: '/pages' });
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await page.getByRole('link', { name: 'New page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New page' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Field notes');
  // Any name, as Misskey: a Japanese one is percent-encoded in the page's address.
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('野の記録');
  const addTop = page.getByRole('group', { name: 'Add a block' });
  await addTop.getByRole('button', { name: 'Text' }).click();
  await page.getByRole('textbox', { name: /^Text/ }).fill('**Hello** from the meadow');
  await addTop.getByRole('button', { name: 'Section' }).click();
  await page.getByRole('textbox', { name: 'Section title' }).fill('Chapter one');
  await page
    .getByRole('group', { name: 'Add to this section' })
    .getByRole('button', { name: 'Image' })
    .click();
  const imageBlock = page.getByRole('group', { name: 'Block 3: Image' });
  await imageBlock.getByRole('button', { name: 'Choose from drive' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose files from your drive' });
  await picker.getByRole('checkbox', { name: 'Select meadow.png' }).click();
  await picker.getByRole('button', { name: 'Choose', exact: true }).click();
  await expect(imageBlock.getByRole('img', { name: 'meadow.png' })).toBeVisible();

  // Nothing written is lost on a reload: the editor comes back as it was, and says so.
  await page.reload();
  await expect(page.getByText('Your unsaved changes were restored.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Field notes');
  await expect(page.getByRole('textbox', { name: 'Section title' })).toHaveValue('Chapter one');
  await expect(
    page.getByRole('group', { name: 'Block 3: Image' }).getByRole('img', { name: 'meadow.png' }),
  ).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'page-editor');

  // The section (with its picture) is dragged by its grip above the text (both in mid-screen,
  // away from the edges where dragging scrolls the page).
  const textBlock = page.getByRole('group', { name: 'Block 1: Text' });
  await textBlock.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  // The section's own grip comes first; the picture's is inside it.
  const grip = page.getByRole('group', { name: 'Block 2: Section' }).locator('[data-drag-handle]').first();
  await grip.hover();
  await page.mouse.down();
  const to = await textBlock.boundingBox();
  if (!to) throw new Error('the text block is not on screen');
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByText('Moved to position 1 of 2')).toBeAttached();
  await expect(page.getByRole('group', { name: 'Block 1: Section' })).toBeVisible();
  // By keyboard, the text goes into the section just above it, after the picture.
  const text = page.getByRole('textbox', { name: /^Text/ });
  await text.press('Alt+ArrowRight');
  await expect(page.getByText('Moved into Block 1: Section, position 2 of 2')).toBeAttached();
  await expect(text).toBeFocused();

  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(/\/@alice\/pages\/%E9%87%8E%E3%81%AE%E8%A8%98%E9%8C%B2$/);
  const article = page.getByRole('article', { name: 'Field notes' });
  await expect(article.getByRole('heading', { level: 2, name: 'Chapter one' })).toBeVisible();
  await expect(article.locator('section').getByText('Hello', { exact: true })).toBeVisible();
  await expect(article).toHaveText(/Chapter one[\s\S]*Hello/);
  await expect(article.getByRole('img', { name: 'meadow.png' })).toBeVisible();

  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();

  // Another reader likes it (Misskey refuses a like from the author).
  await signIn(page, api, 'bob', PASSWORD, { at: '/@alice/pages/野の記録' });
  const like = page.getByRole('button', { name: 'Like' });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 like', { exact: true })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'page-view');

  // The reader's liked pages list it (i/page-likes), and so does the author's profile tab.
  await page.goto('/pages#liked');
  await expect(page.getByRole('link', { name: 'Liked' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Field notes' })).toBeVisible();
  await page.goto('/@alice/pages');
  await expect(page.getByRole('link', { name: 'Pages', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('link', { name: 'Field notes' })).toBeVisible();
});
