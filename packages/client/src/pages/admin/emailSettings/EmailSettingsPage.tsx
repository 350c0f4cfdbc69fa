import { type FormEvent, useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { apiWithDialog, describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Button, Notice, TextField, useModals, useToast } from '@/ui';
import styles from '../settings/ServerSettings.module.css';
import listStyles from '../shell/adminList.module.css';

interface MailDraft {
  enableEmail: boolean;
  email: string;
  smtpSecure: boolean;
  smtpHost: string;
  smtpPort: string;
  smtpUser: string;
  smtpPass: string;
}

/** A port is empty (the usual one for the TLS choice) or a whole number 1–65535. */
function portProblem(port: string): boolean {
  if (port.trim() === '') return false;
  const n = Number(port);
  return !Number.isInteger(n) || n < 1 || n > 65535;
}

/**
 * /admin/email-settings (administrators only, as Misskey's admin/meta): the server's mail
 * switch, sender address and SMTP server, saved with admin/update-meta; and a test mail
 * (admin/send-email), which this server answers only once the SMTP server took it.
 */
export function EmailSettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.adminMail;
  const { api, account } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const [draft, setDraft] = useState<MailDraft | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [to, setTo] = useState('');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    api.call('admin/meta', {}).then(
      (meta) =>
        live &&
        setDraft({
          enableEmail: meta.enableEmail,
          email: meta.email ?? '',
          smtpSecure: meta.smtpSecure,
          smtpHost: meta.smtpHost ?? '',
          smtpPort: meta.smtpPort === null ? '' : String(meta.smtpPort),
          smtpUser: meta.smtpUser ?? '',
          smtpPass: meta.smtpPass ?? '',
        }),
      (e: unknown) => live && setLoadError(describeApiError(e, i18n).text),
    );
    return () => {
      live = false;
    };
  }, [api, i18n]);

  if (loadError) return <Notice tone="error">{loadError}</Notice>;
  if (!draft) return <p className={styles.muted}>{i18n.ts.loading}</p>;

  const set = <K extends keyof MailDraft>(key: K, value: MailDraft[K]) => {
    setSaved(false);
    setDraft({ ...draft, [key]: value });
  };
  const badPort = portProblem(draft.smtpPort);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (badPort) return;
    setBusy(true);
    try {
      await apiWithDialog(
        api,
        'admin/update-meta',
        {
          enableEmail: draft.enableEmail,
          email: draft.email.trim() || null,
          smtpSecure: draft.smtpSecure,
          smtpHost: draft.smtpHost.trim() || null,
          smtpPort: draft.smtpPort.trim() === '' ? null : Number(draft.smtpPort),
          smtpUser: draft.smtpUser.trim() || null,
          smtpPass: draft.smtpPass || null,
        },
        { modals },
      );
      setSaved(true);
    } catch {
      // The dialog has told why.
    } finally {
      setBusy(false);
    }
  };

  const sendTest = async (event: FormEvent) => {
    event.preventDefault();
    if (to.trim() === '') return;
    setSending(true);
    try {
      await apiWithDialog(
        api,
        'admin/send-email',
        {
          to: to.trim(),
          subject: t.testSubject,
          text: i18n.t('adminMail.testText', { user: account ? `@${account.username}` : '' }),
        },
        { modals },
      );
      toast(t.testSent);
    } catch {
      // The dialog has told why (the SMTP server's reason included).
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{i18n.ts.adminShell.pages.emailSettings}</h1>
      <p className={styles.muted}>{t.lead}</p>
      <form className={styles.form} onSubmit={(e) => void save(e)} noValidate>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.enableEmail}
            onChange={(e) => set('enableEmail', e.target.checked)}
          />
          {t.enableEmail}
        </label>
        <TextField
          label={t.email}
          hint={t.emailHint}
          type="email"
          value={draft.email}
          onChange={(v) => set('email', v)}
          autoComplete="off"
        />
        <TextField label={t.smtpHost} value={draft.smtpHost} onChange={(v) => set('smtpHost', v)} />
        <TextField
          label={t.smtpPort}
          inputMode="numeric"
          value={draft.smtpPort}
          onChange={(v) => set('smtpPort', v)}
          error={badPort ? t.portProblem : null}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.smtpSecure}
            onChange={(e) => set('smtpSecure', e.target.checked)}
          />
          {t.smtpSecure}
        </label>
        <TextField
          label={t.smtpUser}
          hint={t.smtpUserHint}
          value={draft.smtpUser}
          onChange={(v) => set('smtpUser', v)}
          autoComplete="off"
        />
        <TextField
          label={t.smtpPass}
          type="password"
          value={draft.smtpPass}
          onChange={(v) => set('smtpPass', v)}
          autoComplete="new-password"
        />
        <div className={styles.actions}>
          <span role="status">{saved ? i18n.ts.saved : ''}</span>
          <Button type="submit" variant="primary" busy={busy}>
            {i18n.ts.save}
          </Button>
        </div>
      </form>
      <section className={listStyles.panel} aria-labelledby="mail-test-title">
        <h2 id="mail-test-title" className={listStyles.panelTitle}>
          {t.testTitle}
        </h2>
        <form className={styles.form} onSubmit={(e) => void sendTest(e)} noValidate>
          <TextField label={t.testTo} type="email" value={to} onChange={setTo} autoComplete="email" />
          <div className={styles.actions}>
            <Button type="submit" busy={sending} disabled={to.trim() === ''}>
              {t.testSend}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
