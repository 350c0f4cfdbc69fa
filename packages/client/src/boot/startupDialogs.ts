import type { StartupCheck, TokenProblem } from '@/accounts';
import { describeApiError } from '@/api';
import type { I18n } from '@/i18n';
import { type ModalController, openAlert } from '@/ui';
import { openUpdateDialog, shouldShowUpdateDialog } from './UpdateDialog';

export function tokenProblemTexts(problem: TokenProblem, i18n: I18n): { title: string; text: string } {
  const texts = i18n.ts.tokenCheck;
  if (problem === 'suspended') return { title: texts.suspendedTitle, text: texts.suspendedText };
  if (problem === 'deleted') return { title: texts.deletedTitle, text: texts.deletedText };
  return { title: texts.revokedTitle, text: texts.revokedText };
}

/** Tells the person what the start-up token check found (spec 000 §8). */
export async function showStartupCheckResult(check: StartupCheck, modals: ModalController, i18n: I18n) {
  if (check.kind === 'invalid') {
    await openAlert(modals, { ...tokenProblemTexts(check.problem, i18n), okLabel: i18n.ts.ok });
  } else if (check.kind === 'unverified') {
    await openAlert(modals, {
      title: i18n.ts.tokenCheck.failedTitle,
      text: i18n.t('tokenCheck.failedText', { error: describeApiError(check.error, i18n).text }),
      okLabel: i18n.ts.ok,
    });
  }
}

/** The update dialog of spec 000 §4: for signed-in users whose stored version was older. */
export async function showClientUpdated(
  clientUpdated: boolean,
  account: object | null,
  modals: ModalController,
  version: string,
): Promise<void> {
  if (shouldShowUpdateDialog(clientUpdated, account !== null)) await openUpdateDialog(modals, version);
}
