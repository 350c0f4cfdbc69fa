import { IconPlug } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError, openApiErrorDialog } from '@/api';
import { RelativeTime, useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Button, Notice, openConfirm, useModals, useToast } from '@/ui';
import { isHttpUrl } from '@/users/httpUrl';
import own from './Apps.module.css';
import { PermissionList } from './PermissionList';

/** A token the user gave an app (`i/apps`): MiAuth, the legacy flow, OAuth, or one made by hand. */
interface AppToken {
  id: string;
  name?: string;
  description?: string | null;
  iconUrl?: string | null;
  createdAt: string;
  lastUsedAt?: string;
  permission: string[];
}

type Load =
  | { state: 'loading' }
  | { state: 'loaded'; tokens: AppToken[] }
  | { state: 'failed'; message: string };

/** /settings/apps: every app that holds a token for this account, and the means to take it back. */
export function AppsSettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.appsSettings;
  const { api } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [revoking, setRevoking] = useState<string | null>(null);

  const reload = useCallback(() => {
    setLoad({ state: 'loading' });
    api.call('i/apps', { sort: '+lastUsedAt' }).then(
      (tokens) => setLoad({ state: 'loaded', tokens: tokens as AppToken[] }),
      (error: unknown) => setLoad({ state: 'failed', message: describeApiError(error, i18n).text }),
    );
  }, [api, i18n]);

  useEffect(reload, [reload]);

  const revoke = async (token: AppToken) => {
    const name = token.name || t.unnamed;
    const confirmed = await openConfirm(modals, {
      title: i18n.t('appsSettings.revokeTitle', { name }),
      text: t.revokeText,
      okLabel: t.revoke,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!confirmed) return;
    setRevoking(token.id);
    try {
      await api.call('i/revoke-token', { tokenId: token.id });
      setLoad((current) =>
        current.state === 'loaded'
          ? { state: 'loaded', tokens: current.tokens.filter((other) => other.id !== token.id) }
          : current,
      );
      toast(t.revoked);
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'i/revoke-token' });
    } finally {
      setRevoking(null);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <div className={styles.panel}>
        <p className={styles.lead}>{t.lead}</p>
        {load.state === 'loading' && <p className={styles.muted}>{i18n.ts.loading}</p>}
        {load.state === 'failed' && (
          <>
            <Notice tone="error">{load.message}</Notice>
            <Button onClick={reload}>{i18n.ts.timelines.retry}</Button>
          </>
        )}
        {load.state === 'loaded' && load.tokens.length === 0 && <p className={styles.muted}>{t.empty}</p>}
        {load.state === 'loaded' && load.tokens.length > 0 && (
          <ul className={own.apps} aria-label={t.listLabel}>
            {load.tokens.map((token) => {
              const name = token.name || t.unnamed;
              return (
                <li key={token.id} className={own.app}>
                  <div className={own.appHead}>
                    {isHttpUrl(token.iconUrl) ? (
                      <img className={own.icon} src={token.iconUrl} alt="" />
                    ) : (
                      <IconPlug className={own.icon} size={20} aria-hidden="true" />
                    )}
                    <h2 className={own.name}>{name}</h2>
                    <Button
                      size="small"
                      variant="danger"
                      disabled={revoking === token.id}
                      onClick={() => void revoke(token)}
                    >
                      {t.revoke}
                      <span className="visually-hidden"> {name}</span>
                    </Button>
                  </div>
                  {token.description && <p className={own.description}>{token.description}</p>}
                  <dl className={own.facts}>
                    <dt>{t.authorized}</dt>
                    <dd>
                      <RelativeTime time={token.createdAt} />
                    </dd>
                    <dt>{t.lastUsed}</dt>
                    <dd>{token.lastUsedAt ? <RelativeTime time={token.lastUsedAt} /> : t.neverUsed}</dd>
                  </dl>
                  <PermissionList permissions={token.permission} />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
