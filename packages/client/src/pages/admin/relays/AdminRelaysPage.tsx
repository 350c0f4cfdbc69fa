import type * as Misskey from 'misskey-js';
import { type FormEvent, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { apiWithDialog, openApiErrorDialog } from '@/api';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Button, openConfirm, TextField, useModals } from '@/ui';
import { NotFederating, useFederates } from '../federation/NotFederating';
import formStyles from '../settings/ServerSettings.module.css';
import styles from '../shell/adminList.module.css';
import { PagedListView } from '../shell/PagedListView';
import { usePagedList } from '../shell/usePagedList';

type Relay = Misskey.entities.AdminRelaysListResponse[number];

/** admin/relays/list answers every relay at once. */
const ALL = Number.MAX_SAFE_INTEGER;

/** Misskey takes only an https inbox (admin/relays/add's INVALID_URL otherwise). */
function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * /admin/relays: the relays the server follows and whether each accepted; a relay is added by
 * its inbox and removed after a confirm. A server that does not federate records the relay
 * without contacting it, and the page says so.
 */
export function AdminRelaysPage() {
  const i18n = useI18n();
  const t = i18n.ts.adminRelays;
  const { api } = useAccountContext();
  const modals = useModals();
  const federates = useFederates();
  const relays = usePagedList<Relay>(() => api.call('admin/relays/list', {}), 'relays', ALL);
  const [inbox, setInbox] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = checked && !isHttpsUrl(inbox.trim()) ? t.httpsOnly : null;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const url = inbox.trim();
    if (!isHttpsUrl(url)) return;
    setBusy(true);
    try {
      const relay = await apiWithDialog(api, 'admin/relays/add', { inbox: url }, { modals });
      relays.setItems((items) => [...(items ?? []).filter((r) => r.id !== relay.id), relay]);
      setInbox('');
      setChecked(false);
    } catch {
      // The dialog has told why.
    } finally {
      setBusy(false);
    }
  };

  const remove = async (relay: Relay) => {
    const confirmed = await openConfirm(modals, {
      title: t.removeTitle,
      text: i18n.t('adminRelays.removeText', { inbox: relay.inbox }),
      okLabel: i18n.ts.remove,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!confirmed) return;
    try {
      await api.call('admin/relays/remove', { inbox: relay.inbox });
      relays.setItems((items) => (items ?? []).filter((r) => r.id !== relay.id));
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'admin/relays/remove' });
    }
  };

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t.title}</h1>
      <p className={styles.muted}>{t.lead}</p>
      {!federates && <NotFederating what={t.recordedOnly} />}
      <form className={formStyles.form} onSubmit={add} noValidate>
        <TextField
          label={t.inbox}
          type="url"
          value={inbox}
          onChange={setInbox}
          hint={t.inboxHint}
          error={problem}
          spellCheck={false}
        />
        <div className={formStyles.actions}>
          <Button type="submit" variant="primary" busy={busy}>
            {t.add}
          </Button>
        </div>
      </form>
      <PagedListView list={relays} label={t.title} empty={t.none} loadMoreLabel={t.title}>
        {(relay) => (
          <li key={relay.id} className={styles.row}>
            <div className={styles.rowMain}>
              <span className={styles.name} dir="ltr">
                {relay.inbox}
              </span>
            </div>
            <span className={styles.badge}>{t.status[relay.status]}</span>
            <Button
              onClick={() => void remove(relay)}
              aria-label={i18n.t('adminRelays.removeLabel', { inbox: relay.inbox })}
            >
              {i18n.ts.remove}
            </Button>
          </li>
        )}
      </PagedListView>
    </div>
  );
}
