import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Notice } from '@/ui';
import { NotFederating, useFederates } from '../federation/NotFederating';
import styles from '../shell/adminList.module.css';

type Meta = Misskey.entities.AdminMetaResponse;
/** The admin/meta fields that decide what the server's inbox takes from other servers. */
const HOST_LISTS = ['blockedHosts', 'silencedHosts', 'mediaSilencedHosts', 'federationHosts'] as const;

/**
 * /admin/inbox-moderation (administrators): what the server accepts from other servers — its
 * federation mode and the host lists of admin/meta — read-only here.
 */
export function AdminInboxModerationPage() {
  const i18n = useI18n();
  const t = i18n.ts.adminInboxModeration;
  const { api } = useAccountContext();
  const federates = useFederates();
  const [meta, setMeta] = useState<Meta | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.call('admin/meta', {}).then(
      (m) => live && setMeta(m),
      (e: unknown) => live && setError(describeApiError(e, i18n).text),
    );
    return () => {
      live = false;
    };
  }, [api, i18n]);

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t.title}</h1>
      <p className={styles.muted}>{t.lead}</p>
      {!federates && <NotFederating what={t.notFederating} />}
      {error && <Notice tone="error">{error}</Notice>}
      {!meta && !error && <p className={styles.muted}>{i18n.ts.loading}</p>}
      {meta && (
        <section className={styles.panel} aria-labelledby="admin-inbox-rules">
          <h2 id="admin-inbox-rules" className={styles.panelTitle}>
            {t.rules}
          </h2>
          <dl className={styles.facts}>
            <div className={styles.figure}>
              <dt>{t.mode}</dt>
              <dd>{t.modes[meta.federation]}</dd>
            </div>
            {HOST_LISTS.map((key) => (
              <div key={key} className={styles.figure}>
                <dt>{t.lists[key]}</dt>
                <dd dir="ltr">{(meta[key] ?? []).join(', ') || t.noHosts}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
