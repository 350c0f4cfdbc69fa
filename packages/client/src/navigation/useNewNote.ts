import { useCallback } from 'react';
import { openApiErrorDialog } from '@/api';
import { useI18n } from '@/i18n';
import { useModals } from '@/ui';

/**
 * Opens an empty composer. The composer is loaded on the first press, not with the
 * navigation, so the code for writing stays out of the bundle that paints the timeline.
 */
export function useNewNote(): () => void {
  const modals = useModals();
  const i18n = useI18n();
  return useCallback(() => {
    import('@/features/composer')
      .then(({ openComposer }) => openComposer(modals, {}, i18n.ts.composer.newNote))
      .catch((error: unknown) => openApiErrorDialog(modals, error));
  }, [modals, i18n]);
}
