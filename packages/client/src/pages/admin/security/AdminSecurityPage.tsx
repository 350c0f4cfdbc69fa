import type { FormEvent } from 'react';
import { useState } from 'react';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Button, Notice, TextField } from '@/ui';
import styles from '../settings/ServerSettings.module.css';
import {
  CAPTCHA_PROVIDERS,
  type CaptchaChoice,
  type CaptchaDraft,
  captchaComplete,
  captchaDraftOf,
  captchaPatchOf,
  PROVIDER_NAMES,
} from './captchaSettings';
import local from './Security.module.css';
import { isHttpUrlOrEmpty, useAdminMetaForm } from './useAdminMetaForm';

/**
 * /admin/security: the CAPTCHA that sign-up and sign-in ask for (administrators only). The
 * server verifies every answer with the provider, and announces the provider only while its
 * keys are complete, so the page says which state the choice is in.
 */
export function AdminSecurityPage() {
  const i18n = useI18n();
  const t = i18n.ts.adminSecurity;
  const { draft, setDraft, loadError, saved, busy, save } = useAdminMetaForm(captchaDraftOf);
  const [checked, setChecked] = useState(false);

  const body = (() => {
    if (loadError) return <Notice tone="error">{loadError}</Notice>;
    if (!draft) return <p className={styles.muted}>{i18n.ts.loading}</p>;
    const provider = draft.provider;
    const urlProblem = provider === 'mcaptcha' && !isHttpUrlOrEmpty(draft.mcaptchaInstanceUrl);
    const setKey = (kind: 'siteKeys' | 'secretKeys', value: string) => {
      if (provider === 'none') return;
      setDraft({ ...draft, [kind]: { ...draft[kind], [provider]: value } } as CaptchaDraft);
    };
    const submit = (event: FormEvent) => {
      event.preventDefault();
      setChecked(true);
      if (!urlProblem) void save(captchaPatchOf(draft));
    };
    const status = provider === 'none' ? t.off : captchaComplete(draft) ? t.inForce : t.incomplete;
    return (
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.muted}>{t.captchaIntro}</p>
        <fieldset className={local.providers}>
          <legend>{t.provider}</legend>
          {(['none', ...CAPTCHA_PROVIDERS] as CaptchaChoice[]).map((choice) => (
            <label key={choice} className={styles.check}>
              <input
                type="radio"
                name="captcha-provider"
                checked={provider === choice}
                onChange={() => setDraft({ ...draft, provider: choice })}
              />
              {choice === 'none' ? t.none : PROVIDER_NAMES[choice]}
            </label>
          ))}
        </fieldset>
        {provider !== 'none' && (
          <>
            {provider === 'mcaptcha' && (
              <TextField
                label={t.instanceUrl}
                type="url"
                value={draft.mcaptchaInstanceUrl}
                onChange={(value) => setDraft({ ...draft, mcaptchaInstanceUrl: value })}
                error={checked && urlProblem ? t.urlProblem : null}
                spellCheck={false}
              />
            )}
            <TextField
              label={t.siteKey}
              value={draft.siteKeys[provider]}
              onChange={(value) => setKey('siteKeys', value)}
              autoComplete="off"
              spellCheck={false}
            />
            <TextField
              label={t.secretKey}
              value={draft.secretKeys[provider]}
              onChange={(value) => setKey('secretKeys', value)}
              autoComplete="off"
              spellCheck={false}
            />
          </>
        )}
        <p className={styles.hint}>{status}</p>
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
      <h1 className={pageStyles.title}>{i18n.ts.adminShell.pages.security}</h1>
      <h2 className={local.heading}>{t.captchaTitle}</h2>
      {body}
    </div>
  );
}
