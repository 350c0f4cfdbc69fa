import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { apiWithDialog, describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import { useModals } from '@/ui';
import { isHttpUrl } from '@/users/httpUrl';

/** admin/meta's answer; the local instance adds its LibreTranslate fields (not in misskey-js). */
export type AdminMeta = Misskey.entities.AdminMetaResponse & {
  libreTranslateURL?: string | null;
  libreTranslateKey?: string | null;
};

/**
 * A control panel form over admin/meta: loads a draft from it, tracks changes, and saves a
 * patch with admin/update-meta, or the CAPTCHA with admin/captcha/save (errors in the usual dialog). Used by the security and the
 * external services sections.
 */
export function useAdminMetaForm<D>(draftOf: (meta: AdminMeta) => D) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const modals = useModals();
  const [draft, setDraftState] = useState<D | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: draftOf is a module-level function
  useEffect(() => {
    let live = true;
    api.call('admin/meta', {}).then(
      (meta) => live && setDraftState(draftOf(meta as AdminMeta)),
      (e: unknown) => live && setLoadError(describeApiError(e, i18n).text),
    );
    return () => {
      live = false;
    };
  }, [api, i18n]);

  const setDraft = (next: D) => {
    setSaved(false);
    setDraftState(next);
  };

  /** Saves with admin/update-meta, or `endpoint`; true when the server took it. */
  const save = async (
    patch: Record<string, unknown>,
    endpoint: 'admin/update-meta' | 'admin/captcha/save' = 'admin/update-meta',
  ): Promise<boolean> => {
    setBusy(true);
    try {
      // The patch holds fields misskey-js types exactly (and LibreTranslate's, which it does not).
      await apiWithDialog(api, endpoint, patch as never, { modals });
      setSaved(true);
      return true;
    } catch {
      // The dialog has told why.
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { draft, setDraft, loadError, saved, busy, save };
}

/** Whether `value` is empty or an http(s) address (what the server takes). */
export function isHttpUrlOrEmpty(value: string): boolean {
  const text = value.trim();
  if (text === '') return true;
  return isHttpUrl(text);
}
