import { useI18n } from '@/i18n';
import { useSetting } from '@/settings';
import { openConfirm, useModals } from '@/ui';

/**
 * Asks before sensitive pictures are shown when `confirmWhenRevealingSensitiveMedia` is on
 * (the same question the note media asks); pictures covered for another reason (data saver,
 * nsfw force on an ordinary post) are shown without asking. Resolves whether to show them.
 */
export function useRevealSensitive(): (isSensitive: boolean) => Promise<boolean> {
  const i18n = useI18n();
  const modals = useModals();
  const [confirmReveal] = useSetting('confirmWhenRevealingSensitiveMedia');
  return async (isSensitive) => {
    if (!isSensitive || !confirmReveal) return true;
    return openConfirm(modals, {
      title: i18n.ts.media.confirmRevealTitle,
      text: i18n.ts.media.confirmRevealText,
      okLabel: i18n.ts.media.confirmRevealOk,
      cancelLabel: i18n.ts.media.cancel,
    });
  };
}
