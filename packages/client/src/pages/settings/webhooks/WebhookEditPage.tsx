import { useCallback, useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Link, type RouteProps, useNavigate } from '@/router';
import { Button, Notice, openConfirm, useModals, useToast } from '@/ui';
import { DeliveryStatus } from './DeliveryStatus';
import { webhookErrorTexts } from './errors';
import type { Webhook } from './events';
import { TestDelivery } from './TestDelivery';
import { type WebhookDraft, WebhookForm } from './WebhookForm';
import own from './Webhooks.module.css';

type Load = { state: 'loading' } | { state: 'loaded'; hook: Webhook } | { state: 'failed'; message: string };

/** /settings/webhook/edit/{webhookId}: change, pause, test or delete one webhook. */
export function WebhookEditPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.webhooks;
  const webhookId = params.webhookId ?? '';
  const { api } = useAccountContext();
  const navigate = useNavigate();
  const modals = useModals();
  const toast = useToast();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorText = useCallback(
    (err: unknown) => describeApiError(err, i18n, webhookErrorTexts(i18n)).text,
    [i18n],
  );

  const reload = useCallback(
    () =>
      api.call('i/webhooks/show', { webhookId }).then(
        (hook) => setLoad({ state: 'loaded', hook }),
        (err: unknown) => setLoad({ state: 'failed', message: errorText(err) }),
      ),
    [api, webhookId, errorText],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  const save = async (draft: WebhookDraft) => {
    setBusy(true);
    setError(null);
    try {
      await api.call('i/webhooks/update', { webhookId, ...draft });
      toast(t.saved);
      await reload();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (hook: Webhook) => {
    const confirmed = await openConfirm(modals, {
      title: i18n.t('webhooks.deleteTitle', { name: hook.name }),
      text: t.deleteText,
      okLabel: t.delete,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!confirmed) return;
    try {
      await api.call('i/webhooks/delete', { webhookId });
      toast(t.deleted);
      navigate('/settings/webhook');
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.editTitle}</h1>
      <Link to="/settings/webhook">{t.back}</Link>
      {load.state === 'loading' && <p className={styles.muted}>{i18n.ts.loading}</p>}
      {load.state === 'failed' && <Notice tone="error">{load.message}</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
      {load.state === 'loaded' && (
        <>
          <WebhookForm
            key={load.hook.id}
            initial={{ ...load.hook, on: [...load.hook.on] }}
            showActive
            busy={busy}
            submitLabel={t.save}
            onSubmit={(draft) => void save(draft)}
          />
          <section className={styles.panel} aria-labelledby="webhook-delivery">
            <h2 id="webhook-delivery">{t.delivery}</h2>
            <dl className={own.facts}>
              <dt>{t.lastDelivery}</dt>
              <dd>
                <DeliveryStatus hook={load.hook} />
              </dd>
            </dl>
            <TestDelivery
              webhookId={webhookId}
              onSent={() => void reload()}
              onError={(err) => setError(errorText(err))}
            />
            <div className={styles.actions}>
              <Button variant="danger" onClick={() => void remove(load.hook)}>
                {t.delete}
              </Button>
            </div>
          </section>
        </>
      )}
    </div>
  );
}
