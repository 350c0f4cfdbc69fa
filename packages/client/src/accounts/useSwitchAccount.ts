import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import { openAlert, useModals } from '@/ui';
import { useAccountContext } from './AccountContext';
import type { SavedAccount } from './model';
import { AccountCheckError } from './session';

/** Switches to a saved account; when its check fails, says why (and that it was removed). */
export function useSwitchAccount(onRemoved?: (saved: SavedAccount) => void) {
  const { session } = useAccountContext();
  const modals = useModals();
  const i18n = useI18n();
  return async (saved: SavedAccount, username: string) => {
    try {
      await session.switchAccount(saved);
    } catch (error) {
      const cause = error instanceof AccountCheckError ? error.cause : error;
      const reason = describeApiError(cause, i18n).text;
      const removed = error instanceof AccountCheckError && error.removed;
      if (removed) onRemoved?.(saved);
      await openAlert(modals, {
        title: removed ? i18n.ts.tokenCheck.revokedTitle : i18n.ts.accounts.unavailable,
        text: removed ? i18n.t('accounts.removedInvalid', { username, reason }) : reason,
        okLabel: i18n.ts.ok,
      });
    }
  };
}
