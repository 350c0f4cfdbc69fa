import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { apiWithDialog } from '@/api';
import { useI18n } from '@/i18n';
import { Button, useModals } from '@/ui';
import styles from './AdminRoles.module.css';
import { PolicyEditor } from './PolicyEditor';
import { basePoliciesParams, draftFromBase, type PolicyDraft, type PolicyKey } from './roleForm';

/**
 * The policies of everyone no role says otherwise for (admin/roles/update-default-policies,
 * read back from `meta`): administrators only, folded away until opened.
 */
export function DefaultPolicies() {
  const i18n = useI18n();
  const t = i18n.ts.adminRoles;
  const { api } = useAccountContext();
  const modals = useModals();
  const [draft, setDraft] = useState<Partial<Record<PolicyKey, PolicyDraft>> | null>(null);
  const [invalid, setInvalid] = useState<PolicyKey | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  // Built (and fetched) only once opened: closed, the page does not carry every policy's controls.
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    api.call('meta', { detail: true }).then(
      (meta) =>
        live &&
        setDraft(draftFromBase((meta as { policies?: Misskey.entities.RolePolicies }).policies ?? {})),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, open]);

  const save = async () => {
    if (!draft) return;
    const result = basePoliciesParams(draft);
    setInvalid(result.problem);
    if (result.problem) return;
    setBusy(true);
    try {
      await apiWithDialog(
        api,
        'admin/roles/update-default-policies',
        // misskey-js types the policies as an empty record; the server takes every policy.
        { policies: result.policies as Record<string, never> },
        { modals },
      );
      setSaved(true);
    } catch {
      // The dialog has told why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className={styles.panel} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={styles.panelTitle}>{t.defaultPolicies}</summary>
      <p className={styles.muted}>{t.defaultPoliciesHint}</p>
      {!open ? null : draft ? (
        <>
          <PolicyEditor
            mode="default"
            policies={draft}
            base={{}}
            invalidKey={invalid}
            onChange={(key, next) => {
              setSaved(false);
              setDraft({ ...draft, [key]: next });
            }}
          />
          <div className={styles.actions}>
            {saved && (
              <span className={styles.muted} role="status">
                {i18n.ts.saved}
              </span>
            )}
            <Button variant="primary" busy={busy} onClick={() => void save()}>
              {t.saveDefaultPolicies}
            </Button>
          </div>
        </>
      ) : (
        <p className={styles.muted}>{i18n.ts.loading}</p>
      )}
    </details>
  );
}
