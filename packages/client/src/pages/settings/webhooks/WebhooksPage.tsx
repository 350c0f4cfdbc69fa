import { useCallback, useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import { Button, Notice } from '@/ui';
import { DeliveryStatus } from './DeliveryStatus';
import type { Webhook } from './events';
import own from './Webhooks.module.css';

type Load =
  | { state: 'loading' }
  | { state: 'loaded'; hooks: Webhook[] }
  | { state: 'failed'; message: string };

/** /settings/webhook: the account's webhooks, each with its state and how its last delivery went. */
export function WebhooksPage() {
  const i18n = useI18n();
  const t = i18n.ts.webhooks;
  const { api } = useAccountContext();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const reload = useCallback(() => {
    setLoad({ state: 'loading' });
    api.call('i/webhooks/list', {}).then(
      (hooks) => setLoad({ state: 'loaded', hooks }),
      (error: unknown) => setLoad({ state: 'failed', message: describeApiError(error, i18n).text }),
    );
  }, [api, i18n]);

  useEffect(reload, [reload]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <div className={styles.panel}>
        <p className={styles.lead}>{t.lead}</p>
        <div className={styles.actions}>
          <Link to="/settings/webhook/new" className={styles.linkButton}>
            {t.create}
          </Link>
        </div>
        {load.state === 'loading' && <p className={styles.muted}>{i18n.ts.loading}</p>}
        {load.state === 'failed' && (
          <>
            <Notice tone="error">{load.message}</Notice>
            <Button onClick={reload}>{i18n.ts.timelines.retry}</Button>
          </>
        )}
        {load.state === 'loaded' && load.hooks.length === 0 && <p className={styles.muted}>{t.empty}</p>}
        {load.state === 'loaded' && load.hooks.length > 0 && (
          <ul className={own.list} aria-label={t.listLabel}>
            {load.hooks.map((hook) => (
              <li key={hook.id} className={own.item}>
                <div className={own.head}>
                  <h2 className={own.name}>{hook.name}</h2>
                  <Link to={`/settings/webhook/edit/${hook.id}`} className={styles.linkButton}>
                    {t.edit}
                    <span className="visually-hidden"> {hook.name}</span>
                  </Link>
                </div>
                <p className={own.url}>{hook.url}</p>
                <dl className={own.facts}>
                  <dt>{t.state}</dt>
                  <dd>{hook.active ? t.stateActive : t.statePaused}</dd>
                  <dt>{t.lastDelivery}</dt>
                  <dd>
                    <DeliveryStatus hook={hook} />
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
