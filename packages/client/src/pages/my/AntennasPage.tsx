import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { AntennaCards } from '@/features/antennas';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import { useMainChannelEvent } from '@/stream';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; antennas: Misskey.entities.Antenna[] };

/** /my/antennas: the account's antennas, each opening its timeline, and a Create button. */
export function AntennasPage() {
  const i18n = useI18n();
  const t = i18n.ts.antennas;
  const { api } = useAccountContext();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    api
      .call('antennas/list', {})
      .then((antennas) => live && setState({ kind: 'ready', antennas }))
      .catch((error) => live && setState({ kind: 'failed', message: describeApiError(error, i18n).text }));
    return () => {
      live = false;
    };
  }, [api, i18n]);

  // A note caught while the page is open marks its antenna at once (spec 000 §7 unreadAntenna).
  useMainChannelEvent('unreadAntenna', (unread) => {
    setState((current) =>
      current.kind === 'ready'
        ? {
            kind: 'ready',
            antennas: current.antennas.map((a) => (a.id === unread.id ? { ...a, hasUnreadNote: true } : a)),
          }
        : current,
    );
  });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.lead}>{t.lead}</p>
      <div className={styles.actions}>
        <Link to="/my/antennas/create" className={styles.linkButton}>
          {t.create}
        </Link>
      </div>
      {state.kind === 'loading' && <p className={styles.muted}>{i18n.ts.loading}</p>}
      {state.kind === 'failed' && <p className={styles.muted}>{state.message}</p>}
      {state.kind === 'ready' &&
        (state.antennas.length === 0 ? (
          <p className={styles.muted}>{t.empty}</p>
        ) : (
          <AntennaCards antennas={state.antennas} buttonClassName={styles.linkButton} />
        ))}
    </div>
  );
}
