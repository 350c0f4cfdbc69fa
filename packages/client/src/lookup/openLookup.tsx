import { useCallback } from 'react';
import { useAccountContext } from '@/accounts';
import { type AccountApi, openApiErrorDialog } from '@/api';
import { type I18n, useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import { type NavigateOptions, useNavigate } from '@/router';
import { type ModalController, openAlert, openTextInput, openWaiting, useModals } from '@/ui';
import { LOOKUP_MAX_LENGTH, parseLookup } from './lookupTarget';
import { resolveLookup } from './resolveLookup';

export interface LookupDeps {
  modals: ModalController;
  i18n: I18n;
  navigate(path: string, options?: NavigateOptions): void;
  /** The current account's server: it is asked, and its own links open directly. */
  origin: string;
  api: Pick<AccountApi, 'call'>;
}

/**
 * The look-up dialog (spec 000 §2 /lookup): asks for a user or a link, has the current
 * account's server find it, and opens that user's or note's page. Something it cannot look up
 * is explained, then the dialog comes back with the text kept, so a typo is one fix away.
 * With `initial` (the /lookup page's ?uri=), it looks that up first and asks only if that fails;
 * the page it opens then replaces /lookup in the history. Resolves with the path gone to, or
 * null when canceled.
 */
export async function openLookup(deps: LookupDeps, initial?: string): Promise<string | null> {
  const { modals, i18n, origin } = deps;
  let text = initial ?? '';
  let ask = initial === undefined;
  for (;;) {
    if (ask) {
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
    }
    ask = true;
    const query = parseLookup(text, origin);
    if (!query) {
      await openAlert(modals, {
        title: i18n.ts.dialogs.lookupNotFoundTitle,
        text: i18n.ts.dialogs.lookupNotFoundText,
        okLabel: i18n.ts.ok,
      });
      continue;
    }
    const waiting = query.kind === 'path' ? null : openWaiting(modals);
    const result = await resolveLookup(deps.api, query);
    waiting?.close();
    if (result.kind === 'found') {
      deps.navigate(result.path, { replace: initial !== undefined });
      return result.path;
    }
    if (result.kind === 'missing') {
      await openAlert(modals, {
        title: i18n.ts.dialogs.lookupNotFoundTitle,
        text: i18n.t('dialogs.lookupMissingText', { host: new URL(origin).host }),
        okLabel: i18n.ts.ok,
      });
    } else {
      await openApiErrorDialog(modals, result.error);
    }
  }
}

/** `const lookup = useLookup(); lookup()` — for navigation entries, hotkeys and the /lookup page. */
export function useLookup(): (initial?: string) => Promise<string | null> {
  const modals = useModals();
  const i18n = useI18n();
  const navigate = useNavigate();
  const { origin } = useInstance();
  const { api } = useAccountContext();
  return useCallback(
    (initial?: string) => openLookup({ modals, i18n, navigate, origin, api }, initial),
    [modals, i18n, navigate, origin, api],
  );
}
