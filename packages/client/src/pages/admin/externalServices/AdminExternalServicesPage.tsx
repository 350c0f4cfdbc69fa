import { useState } from 'react';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { TextField } from '@/ui';
import { AdminMetaForm } from '../security/AdminMetaForm';
import local from '../security/Security.module.css';
import { isHttpUrlOrEmpty, useAdminMetaForm } from '../security/useAdminMetaForm';
import styles from '../settings/ServerSettings.module.css';
import {
  type TranslatorDraft,
  translatorDraftOf,
  translatorInUse,
  translatorPatchOf,
} from './translatorSettings';

/**
 * /admin/external-services: the translation service behind the note menu's Translate
 * (administrators only). DeepL as in Misskey; LibreTranslate is this instance's addition.
 */
export function AdminExternalServicesPage() {
  const i18n = useI18n();
  const t = i18n.ts.adminExternalServices;
  const form = useAdminMetaForm(translatorDraftOf);
  const [checked, setChecked] = useState(false);

  const fields = (draft: TranslatorDraft) => {
    const text = (key: 'deeplAuthKey' | 'libreTranslateURL' | 'libreTranslateKey', label: string) => (
      <TextField
        label={label}
        type={key === 'libreTranslateURL' ? 'url' : 'text'}
        value={draft[key]}
        onChange={(value) => form.setDraft({ ...draft, [key]: value })}
        error={key === 'libreTranslateURL' && checked && !isHttpUrlOrEmpty(draft[key]) ? t.urlProblem : null}
        autoComplete="off"
        spellCheck={false}
      />
    );
    const inUse = translatorInUse(draft);
    return (
      <>
        <p className={styles.muted}>{t.intro}</p>
        <h2 className={local.heading}>DeepL</h2>
        {text('deeplAuthKey', t.deeplAuthKey)}
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.deeplIsPro}
            onChange={(e) => form.setDraft({ ...draft, deeplIsPro: e.target.checked })}
          />
          {t.deeplIsPro}
        </label>
        <h2 className={local.heading}>LibreTranslate</h2>
        {text('libreTranslateURL', t.libreUrl)}
        {text('libreTranslateKey', t.libreKey)}
        <p className={styles.hint}>
          {inUse === 'deepl' ? t.usesDeepl : inUse === 'libretranslate' ? t.usesLibre : t.usesNone}
        </p>
      </>
    );
  };

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{i18n.ts.adminShell.pages.externalServices}</h1>
      <AdminMetaForm
        form={form}
        submit={(draft) => {
          setChecked(true);
          return isHttpUrlOrEmpty(draft.libreTranslateURL) ? translatorPatchOf(draft) : null;
        }}
      >
        {fields}
      </AdminMetaForm>
    </div>
  );
}
