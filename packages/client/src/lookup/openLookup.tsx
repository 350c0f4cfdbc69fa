import { useCallback } from 'react';
import { type I18n, useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import { useNavigate } from '@/router';
import { type ModalController, openAlert, openTextInput, useModals } from '@/ui';
import { LOOKUP_MAX_LENGTH, lookupTarget } from './lookupTarget';

export interface LookupDeps {
  modals: ModalController;
  i18n: I18n;
  navigate(path: string): void;
  /** The serving instance: links to it are looked up, others are not. */
  origin: string;
}

/**
 * The look-up dialog (spec 000 §2 /lookup): asks for a user or a link and opens that user's
 * page. Something it cannot look up is explained, then the dialog comes back with the text
 * kept, so a typo is one fix away. Resolves with the path gone to, or null when canceled.
 */
export async function openLookup({ modals, i18n, navigate, origin }: LookupDeps): Promise<string | null> {
  let text = '';
  for (;;) {
    const answer = await openTextInput(modals, {
      title: i18n.ts.dialogs.lookupTitle,
      label: i18n.ts.dialogs.lookupField,
      hint: i18n.ts.dialogs.lookupHint,
      placeholder: '@username',
      default: text,
      minLength: 1,
      maxLength: LOOKUP_MAX_LENGTH,
    });
    if (answer.canceled) return null;
    text = answer.result;
    const path = lookupTarget(text, origin);
    if (path) {
      navigate(path);
      return path;
    }
    await openAlert(modals, {
      title: i18n.ts.dialogs.lookupNotFoundTitle,
      text: i18n.ts.dialogs.lookupNotFoundText,
      okLabel: i18n.ts.ok,
    });
  }
}

/** `const lookup = useLookup(); lookup()` — for navigation entries and hotkeys. */
export function useLookup(): () => Promise<string | null> {
  const modals = useModals();
  const i18n = useI18n();
  const navigate = useNavigate();
  const { origin } = useInstance();
  return useCallback(() => openLookup({ modals, i18n, navigate, origin }), [modals, i18n, navigate, origin]);
}
