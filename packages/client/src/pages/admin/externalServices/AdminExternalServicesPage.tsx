import { type FormEvent, useState } from 'react';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Button, Notice, TextField } from '@/ui';
import local from '../security/Security.module.css';
import { isHttpUrlOrEmpty, useAdminMetaForm } from '../security/useAdminMetaForm';
import styles from '../settings/ServerSettings.module.css';
import { translatorDraftOf, translatorInUse, translatorPatchOf } from './translatorSettings';

/**
 * /admin/external-services: the translation service behind the note menu's Translate
 * (administrators only). DeepL as in Misskey; LibreTranslate is this instance's addition.
 */
export function AdminExternalServicesPage() {
  const i18n = useI18n();
  const t = i18n.ts.adminExternalServices;
  const { draft, setDraft, loadError, saved, busy, save } = useAdminMetaForm(translatorDraftOf);
  const [checked, setChecked] = useState(false);

  const body = (() => {
    if (loadError) return <Notice tone="error">{loadError}</Notice>;
    if (!draft) return <p className={styles.muted}>{i18n.ts.loading}</p>;
    const urlProblem = !isHttpUrlOrEmpty(draft.libreTranslateURL);
    const submit = (event: FormEvent) => {
      event.preventDefault();
      setChecked(true);
      if (!urlProblem) void save(translatorPatchOf(draft));
    };
    const inUse = translatorInUse(draft);
    return (
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.muted}>{t.intro}</p>
        <h2 className={local.heading}>DeepL</h2>
        <TextField
          label={t.deeplAuthKey}
          value={draft.deeplAuthKey}
          onChange={(value) => setDraft({ ...draft, deeplAuthKey: value })}
          autoComplete="off"
          spellCheck={false}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.deeplIsPro}
            onChange={(e) => setDraft({ ...draft, deeplIsPro: e.target.checked })}
          />
          {t.deeplIsPro}
        </label>
        <h2 className={local.heading}>LibreTranslate</h2>
        <TextField
          label={t.libreUrl}
          type="url"
          value={draft.libreTranslateURL}
          onChange={(value) => setDraft({ ...draft, libreTranslateURL: value })}
          error={checked && urlProblem ? t.urlProblem : null}
          spellCheck={false}
        />
        <TextField
          label={t.libreKey}
          value={draft.libreTranslateKey}
          onChange={(value) => setDraft({ ...draft, libreTranslateKey: value })}
          autoComplete="off"
          spellCheck={false}
        />
        <p className={styles.hint}>
          {inUse === 'deepl' ? t.usesDeepl : inUse === 'libretranslate' ? t.usesLibre : t.usesNone}
        </p>
        <div className={styles.actions}>
          <span role="status">{saved ? i18n.ts.saved : ''}</span>
          <Button type="submit" variant="primary" busy={busy}>
            {i18n.ts.save}
          </Button>
        </div>
      </form>
    );
  })();

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{i18n.ts.adminShell.pages.externalServices}</h1>
      {body}
    </div>
  );
}
