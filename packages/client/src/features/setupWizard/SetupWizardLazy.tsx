import { useEffect } from 'react';
import { forgetFreshSignup, isFreshSignup, useAccountId } from '@/accounts';
import { useSetting } from '@/settings';
import { useModals } from '@/ui';
import { opensAtStart } from './steps';

/**
 * Mounted by the app: opens the wizard once per page load for an account signed up in this browser
 * until it is finished or put off. The dialog's code loads only then (nothing in the first bundle).
 */
export function SetupWizardLazy() {
  const accountId = useAccountId();
  const [saved] = useSetting('accountSetupWizard');
  const modals = useModals();
  const opens = accountId !== null && opensAtStart(saved, isFreshSignup(accountId));
  useEffect(() => {
    if (!opens || accountId === null) return;
    let live = true;
    void import('./openSetupWizard').then(async ({ openSetupWizard }) => {
      if (!live) return;
      await openSetupWizard(modals);
      // Finished, put off or dismissed: it opens again only from the settings.
      forgetFreshSignup(accountId);
    });
    return () => {
      live = false;
    };
    // Moving between steps changes `saved` but not `opens`, so the open dialog is left alone.
  }, [opens, accountId, modals]);
  return null;
}
