import { IconCopy, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccountContext } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import { Button, Notice, useModals, useToast } from '@/ui';
import own from './Apps.module.css';
import { TokenDialog, type TokenRequest } from './TokenDialog';

/**
 * /settings/api: make a personal access token (`miauth/gen-token` with no session, as Misskey
 * Web does). The token is shown here once, never stored by the client.
 */
export function ApiSettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.apiSettings;
  const { api } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);

  const generate = async () => {
    const outcome = await modals.open<TokenRequest>(() => <TokenDialog />);
    if (outcome.canceled) return;
    const { name, permission } = outcome.result;
    try {
      const { token } = await api.call('miauth/gen-token', { session: null, name: name || null, permission });
      setMade({ name: name || i18n.ts.appsSettings.unnamed, token });
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'miauth/gen-token' });
    }
  };

  const copy = async (token: string) => {
    try {
      await navigator.clipboard.writeText(token);
      toast(t.copied);
    } catch {
      toast(t.copyFailed);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <div className={styles.panel}>
        <p className={styles.lead}>{t.lead}</p>
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => void generate()}>
            <IconKey size={18} aria-hidden="true" /> {t.generate}
          </Button>
          <Link to="/settings/apps" className={styles.linkButton}>
            {t.manage}
          </Link>
        </div>
        {made && (
          <section className={own.made} aria-labelledby="new-token-title">
            <h2 id="new-token-title" className={own.name}>
              {i18n.t('apiSettings.madeTitle', { name: made.name })}
            </h2>
            <Notice tone="info">{t.onlyOnce}</Notice>
            <label className={own.tokenLabel} htmlFor="new-token-value">
              {t.tokenLabel}
            </label>
            <div className={own.tokenRow}>
              <input
                id="new-token-value"
                className={own.token}
                value={made.token}
                readOnly
                spellCheck={false}
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button size="small" onClick={() => void copy(made.token)}>
                <IconCopy size={16} aria-hidden="true" /> {t.copy}
              </Button>
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
