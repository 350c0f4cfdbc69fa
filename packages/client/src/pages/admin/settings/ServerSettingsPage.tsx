import { type FormEvent, useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { apiWithDialog, describeApiError } from '@/api';
import { type TextKey, useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Button, Notice, TextField, useModals } from '@/ui';
import styles from './ServerSettings.module.css';
import {
  draftOf,
  fieldProblem,
  patchOf,
  SERVER_SECTIONS,
  type SectionDraft,
  type SectionName,
  type SettingField,
} from './sections';

const TITLES: Record<SectionName, TextKey> = {
  settings: 'adminShell.pages.settings',
  branding: 'adminShell.pages.branding',
  serverRules: 'adminShell.pages.serverRules',
  moderation: 'adminShell.pages.moderation',
  performance: 'adminShell.pages.performance',
  otherSettings: 'adminShell.pages.otherSettings',
};

/**
 * One server section of the control panel: its fields loaded from admin/meta and saved
 * together with admin/update-meta (administrators only; a moderator is told by the error).
 */
function ServerSettingsSection({ section }: { section: SectionName }) {
  const i18n = useI18n();
  const t = i18n.ts.adminSettings;
  const { api } = useAccountContext();
  const modals = useModals();
  const fields: readonly SettingField[] = SERVER_SECTIONS[section];
  const [draft, setDraft] = useState<SectionDraft | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let live = true;
    Promise.all([api.call('admin/meta', {}), api.call('meta', { detail: true })]).then(
      ([admin, pub]) => live && setDraft(draftOf(fields, { ...admin, serverRules: pub.serverRules })),
      (e: unknown) => live && setLoadError(describeApiError(e, i18n).text),
    );
    return () => {
      live = false;
    };
  }, [api, i18n, fields]);

  if (loadError) return <Notice tone="error">{loadError}</Notice>;
  if (!draft) return <p className={styles.muted}>{i18n.ts.loading}</p>;

  const set = (key: string, value: string | boolean) => {
    setSaved(false);
    setDraft({ ...draft, [key]: value });
  };
  const problems = fields.filter((field) => fieldProblem(field, draft[field.key] ?? '') !== null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      // misskey-js types each field exactly; the patch holds only this section's fields.
      await apiWithDialog(api, 'admin/update-meta', patchOf(fields, draft) as never, { modals });
      setSaved(true);
    } catch {
      // The dialog has told why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void save(e)} noValidate>
      {fields.map((field) => {
        const label = t.fields[field.key as keyof typeof t.fields];
        const hint = (t.hints as Record<string, string>)[field.key];
        const value = draft[field.key];
        if (field.kind === 'bool')
          return (
            <div key={field.key}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={value === true}
                  onChange={(e) => set(field.key, e.target.checked)}
                />
                {label}
              </label>
              {hint && <p className={styles.hint}>{hint}</p>}
            </div>
          );
        const problem = checked ? fieldProblem(field, value ?? '') : null;
        return (
          <TextField
            key={field.key}
            label={label}
            value={String(value ?? '')}
            onChange={(next) => set(field.key, next)}
            multiline={field.kind === 'multiline' || field.kind === 'lines'}
            type={field.kind === 'url' || field.kind === 'email' ? field.kind : 'text'}
            inputMode={field.kind === 'number' ? 'numeric' : undefined}
            hint={hint}
            error={problem === 'color' ? t.colorProblem : problem === 'number' ? t.numberProblem : null}
            spellCheck={field.kind === 'multiline'}
          />
        );
      })}
      <div className={styles.actions}>
        <span role="status">{saved ? i18n.ts.saved : ''}</span>
        <Button type="submit" variant="primary" busy={busy}>
          {i18n.ts.save}
        </Button>
      </div>
    </form>
  );
}

function sectionPage(section: SectionName) {
  return function SectionPage() {
    const i18n = useI18n();
    return (
      <div className={pageStyles.page}>
        <h1 className={pageStyles.title}>{i18n.t(TITLES[section])}</h1>
        <ServerSettingsSection section={section} />
      </div>
    );
  };
}

export const AdminGeneralSettingsPage = sectionPage('settings');
export const AdminBrandingPage = sectionPage('branding');
export const AdminServerRulesPage = sectionPage('serverRules');
export const AdminModerationSettingsPage = sectionPage('moderation');
export const AdminPerformancePage = sectionPage('performance');
export const AdminOtherSettingsPage = sectionPage('otherSettings');
