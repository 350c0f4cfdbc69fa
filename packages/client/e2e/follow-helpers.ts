import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Follows with a follow button as a person does with the default settings: `alwaysConfirmFollow`
 * is on (Misskey's default), so the click opens "Follow {name}?" and its Follow (or Request to
 * follow) button sends the follow. Resolves once the dialog has closed.
 */
export async function followAndConfirm(page: Page, button: Locator): Promise<void> {
  await button.click();
  const dialog = page.getByRole('dialog', { name: /^Follow .+\?$/ });
  await dialog.getByRole('button', { name: /^(Follow|Request to follow)$/ }).click();
  await expect(dialog).toBeHidden();
}
