import { type FormEvent, useState } from 'react';
import { AccountFields, useAccountContext, useNewAccountForm } from '@/accounts';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Button, Notice } from '@/ui';

/** First run (meta.requireSetup): the first account created becomes the administrator. */
export function SetupPage() {
  const i18n = useI18n();
  const { anonymousApi, session } = useAccountContext();
  const { username, password, fields, isValid } = useNewAccountForm();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValid || busy) return;
    setBusy(true);
    setError(null);
    try {
      const admin = await anonymousApi.call('admin/accounts/create', { username, password });
      // admin/accounts/create answers with the new account and its token, like signup.
      const token = (admin as { token?: string }).token;
      if (!token) throw new Error(i18n.ts.errors.invalidResponse);
      await session.signin(token, anonymousApi.origin, '/');
    } catch (reason) {
      setBusy(false);
      setError(describeApiError(reason, i18n).text);
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <h1 className={styles.heroTitle}>{i18n.ts.setup.title}</h1>
        <p className={styles.lead}>{i18n.ts.setup.description}</p>
      </section>
      <form className={styles.panel} onSubmit={submit} noValidate>
        {error && <Notice tone="error">{error}</Notice>}
        <AccountFields {...fields} />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={!isValid} busy={busy}>
            {i18n.ts.setup.submit}
          </Button>
        </div>
      </form>
    </div>
  );
}
