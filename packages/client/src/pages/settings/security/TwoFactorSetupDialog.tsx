import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { type AccountApi, API_ERROR_IDS, describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import { Button, DialogFrame, Notice, TextField, useCurrentDialog, useToast } from '@/ui';
import { backupCodesFile, downloadText, isQrImage } from './backupCodes';
import own from './Security.module.css';

/** What i/2fa/register answers: the secret as a QR code (an image), as an otpauth URL and as text. */
export interface TwoFactorRegistration {
  qr: string;
  url: string;
  secret: string;
  label: string;
  issuer: string;
}

const NOT_STARTED_ID = 'ccd73a84-7cb9-447e-9a30-c5cdd9e93ba5';

type Step =
  | { kind: 'scan'; code: string; busy: boolean; error: string | null }
  | { kind: 'codes'; codes: string[] };

/**
 * Two-factor set-up after the password was confirmed: scan the QR code (or type the key), prove
 * it with a code (i/2fa/done), then see the backup codes, once, with copy and download. Resolves
 * true once two-factor sign-in is on.
 */
export function TwoFactorSetupDialog({
  api,
  registration,
  username,
  host,
}: {
  api: AccountApi;
  registration: TwoFactorRegistration;
  username: string;
  host: string;
}) {
  const i18n = useI18n();
  const t = i18n.ts.securitySettings;
  const toast = useToast();
  const { done } = useCurrentDialog<boolean>();
  const codesId = useId();
  const [step, setStep] = useState<Step>({ kind: 'scan', code: '', busy: false, error: null });

  if (step.kind === 'codes') {
    const file = backupCodesFile(step.codes, username, host);
    const copy = async () => {
      try {
        await navigator.clipboard.writeText(file.text);
        toast(t.codesCopied);
      } catch {
        toast(t.copyFailed);
      }
    };
    return (
      <DialogFrame
        title={t.setupDone}
        description={t.backupCodesText}
        onSubmit={() => done(true)}
        actions={
          <Button type="submit" variant="primary">
            {t.savedCodes}
          </Button>
        }
      >
        <h3 id={codesId} className={own.sectionTitle}>
          {t.backupCodesTitle}
        </h3>
        <ol className={own.codes} aria-labelledby={codesId}>
          {step.codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <div className={own.row}>
          <Button size="small" onClick={() => void copy()}>
            <IconCopy size={16} aria-hidden="true" /> {t.copyCodes}
          </Button>
          <Button size="small" onClick={() => downloadText(file.name, file.text)}>
            <IconDownload size={16} aria-hidden="true" /> {t.downloadCodes}
          </Button>
        </div>
      </DialogFrame>
    );
  }

  const code = step.code.replace(/\s+/g, '');
  const ready = /^\d{6}$/.test(code) && !step.busy;
  const verify = async () => {
    if (!ready) return;
    setStep({ ...step, busy: true, error: null });
    try {
      const { backupCodes } = await api.call('i/2fa/done', { token: code });
      setStep({ kind: 'codes', codes: backupCodes });
    } catch (error) {
      const message = describeApiError(error, i18n, {
        [API_ERROR_IDS.incorrectTwoFactorCode]: t.setupWrongCode,
        [NOT_STARTED_ID]: t.setupExpired,
      }).text;
      setStep({ ...step, busy: false, error: message });
    }
  };

  return (
    <DialogFrame
      title={t.setupTitle}
      description={t.setupScan}
      onSubmit={() => void verify()}
      actions={
        <>
          <Button onClick={() => done(false)}>{i18n.ts.cancel}</Button>
          <Button type="submit" variant="primary" disabled={!ready} busy={step.busy}>
            {t.setupVerify}
          </Button>
        </>
      }
    >
      {isQrImage(registration.qr) && (
        <img className={own.qr} src={registration.qr} alt={t.qrAlt} width={200} height={200} />
      )}
      <dl className={own.secret}>
        <dt>{t.setupKey}</dt>
        <dd>
          <code>{registration.secret.replace(/(.{4})(?=.)/g, '$1 ')}</code>
        </dd>
        <dt>{t.setupAccount}</dt>
        <dd>
          {registration.label} ({registration.issuer})
        </dd>
      </dl>
      <TextField
        label={t.setupCode}
        hint={t.setupCodeHint}
        value={step.code}
        onChange={(value) => setStep({ ...step, code: value, error: null })}
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
        initialFocus
      />
      {step.error && <Notice tone="error">{step.error}</Notice>}
    </DialogFrame>
  );
}
