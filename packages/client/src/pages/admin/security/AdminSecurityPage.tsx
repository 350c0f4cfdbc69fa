import { useState } from 'react';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { TextField } from '@/ui';
import styles from '../settings/ServerSettings.module.css';
import { AdminMetaForm } from './AdminMetaForm';
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
  const form = useAdminMetaForm(captchaDraftOf);
  const [checked, setChecked] = useState(false);
  const urlProblem = (draft: CaptchaDraft) =>
    draft.provider === 'mcaptcha' && !isHttpUrlOrEmpty(draft.mcaptchaInstanceUrl);

  const fields = (draft: CaptchaDraft) => {
    const { provider } = draft;
    const setKey = (kind: 'siteKeys' | 'secretKeys', value: string) => {
      if (provider !== 'none') form.setDraft({ ...draft, [kind]: { ...draft[kind], [provider]: value } });
    };
    const status = provider === 'none' ? t.off : captchaComplete(draft) ? t.inForce : t.incomplete;
    return (
      <>
        <p className={styles.muted}>{t.captchaIntro}</p>
        <fieldset className={local.providers}>
          <legend>{t.provider}</legend>
          {(['none', ...CAPTCHA_PROVIDERS] as CaptchaChoice[]).map((choice) => (
            <label key={choice} className={styles.check}>
              <input
                type="radio"
                name="captcha-provider"
                checked={provider === choice}
                onChange={() => form.setDraft({ ...draft, provider: choice })}
              />
              {choice === 'none' ? t.none : PROVIDER_NAMES[choice]}
            </label>
          ))}
        </fieldset>
        {provider === 'mcaptcha' && (
          <TextField
            label={t.instanceUrl}
            type="url"
            value={draft.mcaptchaInstanceUrl}
            onChange={(value) => form.setDraft({ ...draft, mcaptchaInstanceUrl: value })}
            error={checked && urlProblem(draft) ? t.urlProblem : null}
            spellCheck={false}
          />
        )}
        {provider !== 'none' &&
          (['siteKeys', 'secretKeys'] as const).map((kind) => (
            <TextField
              key={kind}
              label={kind === 'siteKeys' ? t.siteKey : t.secretKey}
              value={draft[kind][provider]}
              onChange={(value) => setKey(kind, value)}
              autoComplete="off"
              spellCheck={false}
            />
          ))}
        <p className={styles.hint}>{status}</p>
      </>
    );
  };

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{i18n.ts.adminShell.pages.security}</h1>
      <h2 className={local.heading}>{t.captchaTitle}</h2>
      <AdminMetaForm
        form={form}
        submit={(draft) => {
          setChecked(true);
          return urlProblem(draft) ? null : captchaPatchOf(draft);
        }}
      >
        {fields}
      </AdminMetaForm>
    </div>
  );
}
