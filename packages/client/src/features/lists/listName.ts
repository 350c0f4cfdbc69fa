import type { I18n } from '@/i18n';
import { type ModalController, openTextInput } from '@/ui';

/** Misskey's limit for a list's name (users/lists/create and update). */
export const LIST_NAME_MAX = 100;

/** Asks for a list's name (prefilled when renaming); null when cancelled. */
export async function askListName(
  modals: ModalController,
  i18n: I18n,
  options: { title: string; initial?: string; okLabel?: string },
): Promise<string | null> {
  const answer = await openTextInput(modals, {
    title: options.title,
    label: i18n.ts.lists.nameLabel,
    default: options.initial,
    okLabel: options.okLabel,
    minLength: 1,
    maxLength: LIST_NAME_MAX,
  });
  if (answer.canceled) return null;
  const name = answer.result.trim();
  return name === '' ? null : name;
}
