import { useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Link, useNavigate } from '@/router';
import { Notice, useToast } from '@/ui';
import { webhookErrorTexts } from './errors';
import { EMPTY_DRAFT, type WebhookDraft, WebhookForm } from './WebhookForm';

/** /settings/webhook/new: a webhook is created active, then the list shows it. */
export function WebhookNewPage() {
  const i18n = useI18n();
  const t = i18n.ts.webhooks;
  const { api } = useAccountContext();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const create = async (draft: WebhookDraft) => {
    setBusy(true);
    setError(null);
    try {
      await api.call('i/webhooks/create', {
        name: draft.name,
        url: draft.url,
        secret: draft.secret,
        on: draft.on,
      });
      toast(t.created);
      navigate('/settings/webhook');
    } catch (err) {
      setError(describeApiError(err, i18n, webhookErrorTexts(i18n)).text);
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.newTitle}</h1>
      <Link to="/settings/webhook">{t.back}</Link>
      {error && <Notice tone="error">{error}</Notice>}
      <WebhookForm
        initial={EMPTY_DRAFT}
        showActive={false}
        busy={busy}
        submitLabel={t.create}
        onSubmit={create}
      />
    </div>
  );
}
