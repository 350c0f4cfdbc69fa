import { lazy, Suspense, useMemo, useState } from 'react';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { TextField } from '@/ui';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import styles from '../settings/ServerSettings.module.css';
import { AddressSettings } from './AddressSettings';
import { AdminMetaForm } from './AdminMetaForm';
import {
  CAPTCHA_CHOICES,
  type CaptchaDraft,
  captchaComplete,
  captchaDraftOf,
  captchaSaveOf,
  PROVIDER_NAMES,
  widgetMetaOf,
} from './captchaSettings';
import local from './Security.module.css';
import { SensitiveMediaSettings } from './SensitiveMediaSettings';
import { isHttpUrlOrEmpty, useAdminMetaForm } from './useAdminMetaForm';

// The sign-up dialog's widget, in its own chunk: loaded only when a provider is chosen here.
const CaptchaWidget = lazy(() => import('@/accounts/captcha/CaptchaWidget'));

/**
 * /admin/security (administrators only): the CAPTCHA that sign-up and sign-in ask for, then IP
 * logging and mail address validation (AddressSettings), then sensitive media detection
 * (SensitiveMediaSettings). The
 * server verifies every answer with the provider, and announces the provider only while its
 * keys are complete, so the page says which state the choice is in. A choice is saved with
 * admin/captcha/save together with an answer solved here with the new keys, so a wrong key is
 * refused before it can lock anyone out.
 */
export function AdminSecurityPage() {
  const i18n = useI18n();
  const t = i18n.ts.adminSecurity;
  const form = useAdminMetaForm(captchaDraftOf);
  const [checked, setChecked] = useState(false);
  // The widget's answer, for the keys it was solved with (another key needs a new answer), and
  // a round to show a fresh widget after a refusal (a provider's answer is good for one check).
  const [answer, setAnswer] = useState<{ keys: string; token: string } | null>(null);
  const [round, setRound] = useState(0);
  const widgetMeta = form.draft ? widgetMetaOf(form.draft) : null;
  const widgetKeys = JSON.stringify(widgetMeta);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the widget's meta changes with its keys only
  const stableWidgetMeta = useMemo(() => widgetMeta, [widgetKeys]);
  const token = answer?.keys === widgetKeys ? answer.token : null;
  const urlProblem = (draft: CaptchaDraft) =>
    draft.provider === 'mcaptcha' && !isHttpUrlOrEmpty(draft.mcaptchaInstanceUrl);

  const fields = (draft: CaptchaDraft) => {
    const { provider } = draft;
    const setKey = (kind: 'siteKeys' | 'secretKeys', value: string) => {
      if (provider !== 'none' && provider !== 'testcaptcha')
        form.setDraft({ ...draft, [kind]: { ...draft[kind], [provider]: value } });
    };
    const status = provider === 'none' ? t.off : captchaComplete(draft) ? t.inForce : t.incomplete;
    return (
      <>
        <p className={styles.muted}>{t.captchaIntro}</p>
        <ChoiceGroup
          legend={t.provider}
          choices={CAPTCHA_CHOICES.map((choice) => ({
            value: choice,
            label:
              choice === 'none' ? t.none : choice === 'testcaptcha' ? t.testcaptcha : PROVIDER_NAMES[choice],
          }))}
          value={provider}
          onChange={(choice) => form.setDraft({ ...draft, provider: choice })}
        />
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
          provider !== 'testcaptcha' &&
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
        {stableWidgetMeta && (
          <>
            <p className={styles.hint} role={checked && !token ? 'alert' : undefined}>
              {t.solveToSave}
            </p>
            <Suspense fallback={null}>
              <CaptchaWidget
                key={`${widgetKeys}#${round}`}
                meta={stableWidgetMeta}
                onAnswer={(fields) => {
                  const solved = fields && Object.values(fields)[0];
                  setAnswer(solved ? { keys: widgetKeys, token: solved } : null);
                }}
              />
            </Suspense>
          </>
        )}
      </>
    );
  };

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{i18n.ts.adminShell.pages.security}</h1>
      <h2 id="admin-security-captcha" className={local.heading}>
        {t.captchaTitle}
      </h2>
      <AdminMetaForm
        form={form}
        labelledBy="admin-security-captcha"
        endpoint="admin/captcha/save"
        submit={(draft) => {
          setChecked(true);
          if (urlProblem(draft) || !captchaComplete(draft)) return null;
          return draft.provider === 'none' || token ? captchaSaveOf(draft, token) : null;
        }}
        afterSave={(ok) => {
          if (ok) return;
          setAnswer(null);
          setRound((n) => n + 1);
        }}
      >
        {fields}
      </AdminMetaForm>
      <AddressSettings />
      <SensitiveMediaSettings />
    </div>
  );
}
