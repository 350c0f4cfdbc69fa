import type { I18n } from '@/i18n';
import { type ModalController, openAlert } from '@/ui';

/** Spec 001 §6: a signed-out visitor who tries to act is told to sign in; the action is aborted. */
export function openSigninRequired(modals: ModalController, i18n: I18n): Promise<void> {
  return openAlert(modals, {
    title: i18n.ts.notes.signinRequired,
    text: i18n.ts.notes.signinRequiredText,
    okLabel: i18n.ts.notes.ok,
  });
}
