import { expect, expectAccessibleInBothSchemes, signIn, test } from './fixtures';

test('a live notification pops up in the chosen corner, holds while focused, and opens its note', async ({
  page,
  api,
}, testInfo) => {
  await api.createAdmin('alice', 'alice-password');
  const bob = await api.signup('bob', 'bob-password');
  await signIn(page, api, 'alice', 'alice-password');
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  const stack = page.getByRole('region', { name: 'New notifications' });
  // Live: the stream connected and the pop-ups (a lazy chunk) listening, before anything is sent.
  const listening = async () => {
    await expect(page.getByRole('status', { name: 'Live updates' }).first()).toHaveAttribute(
      'data-state',
      'connected',
    );
    await expect(page.locator('[data-popup-announcer]')).toBeAttached();
  };

  // The default corner is the bottom right.
  await listening();
  await api.call('notes/create', { text: '@alice first ping' }, bob.token);
  const first = stack.getByRole('link', { name: /bob mentioned you/i });
  await expect(first).toBeVisible();
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'bob mentioned you' })).toBeAttached();
  const low = await first.boundingBox();
  expect(low).not.toBeNull();
  if (low) {
    expect(low.x + low.width).toBeGreaterThan(viewport.width - 80);
    expect(low.y + low.height).toBeGreaterThan(viewport.height - 160);
  }
  // Focus in the stack holds it however long the scans take; axe with the pop-up shown.
  await stack.getByRole('button', { name: 'Dismiss' }).focus();
  await expectAccessibleInBothSchemes(page, { testInfo, name: 'notification-popup' });
  await expect(first).toBeVisible();
  await stack.getByRole('button', { name: 'Dismiss' }).click();
  await expect(stack).toHaveCount(0);

  // Top left, one above the other: kept after a reload.
  await page.goto('/settings/notifications');
  const position = page.getByRole('combobox', { name: 'Where pop-ups appear' });
  await expect(position).toHaveValue('rightBottom');
  await position.selectOption('leftTop');
  await page.getByRole('combobox', { name: 'How several pop-ups line up' }).selectOption('vertical');
  await page.reload();
  await expect(position).toHaveValue('leftTop');
  await expect(page.getByRole('combobox', { name: 'How several pop-ups line up' })).toHaveValue('vertical');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await listening();
  const note = await api.call<{ createdNote: { id: string } }>(
    'notes/create',
    { text: '@alice look at this' },
    bob.token,
  );
  const second = stack.getByRole('link', { name: /bob mentioned you.*look at this/i });
  await expect(second).toBeVisible();
  const high = await second.boundingBox();
  expect(high).not.toBeNull();
  if (high) {
    expect(high.x).toBeLessThan(80);
    expect(high.y).toBeLessThan(160);
  }
  await second.click();
  await expect(page).toHaveURL(new RegExp(`/notes/${note.createdNote.id}$`));
  await expect(page.getByRole('article').filter({ hasText: 'look at this' }).first()).toBeVisible();
  await expect(stack).toHaveCount(0);
});
