import { useCallback, useMemo } from 'react';
import { useI18n } from '@/i18n';
import { type ModalController, useModals } from '@/ui';
import { Composer } from './Composer';
import type { ComposerTarget, Note } from './initialFields';

/**
 * Opens the composer as a dialog; resolves with the posted note, or null when closed without
 * posting (or when the server sent no note back, as for a scheduled one).
 */
export function openComposer(
  modals: ModalController,
  target: ComposerTarget,
  label: string,
): Promise<Note | null> {
  return modals
    .open<Note | null>(
      ({ done, cancel }) => (
        <Composer {...target} variant="dialog" autoFocus onPosted={(note) => done(note)} onClose={cancel} />
      ),
      // Not cancelable by the host: Esc and the backdrop would drop the text without asking.
      // The composer handles Esc itself and asks first when something would be lost.
      { cancelable: false, label },
    )
    .then((outcome) => (outcome.canceled ? null : outcome.result));
}

export function useComposer(): { open(target?: ComposerTarget): Promise<Note | null> } {
  const modals = useModals();
  const i18n = useI18n();
  const label = i18n.ts.composer.newNote;
  const open = useCallback(
    (target: ComposerTarget = {}) => openComposer(modals, target, label),
    [modals, label],
  );
  return useMemo(() => ({ open }), [open]);
}
