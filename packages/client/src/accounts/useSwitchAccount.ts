import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import { useRoute } from '@/router';
import { openAlert, useModals } from '@/ui';
import { useAccountContext } from './AccountContext';
import type { Me, SavedAccount } from './model';
import { AccountCheckError } from './session';
import { switchLanding } from './switchLanding';

/**
 * Switches to a saved account, landing on the page on screen when it exists for that account
 * (see switchLanding); when its check fails, says why (and that it was removed). `verified` is
 * the user as a check just answered, which saves asking the server again.
 */
export function useSwitchAccount(onRemoved?: (saved: SavedAccount) => void) {
  const { account, session } = useAccountContext();
  const { match, url } = useRoute();
  const modals = useModals();
  const i18n = useI18n();
  return async (saved: SavedAccount, username: string, verified?: Me) => {
    const landing = switchLanding({
      url,
      match,
      sameServer: account?.origin === saved.origin,
      targetIsStaff: Boolean(verified?.isAdmin || verified?.isModerator),
      base: import.meta.env.BASE_URL,
    });
    try {
      await session.switchAccount(saved, landing, verified);
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
