import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import { ClipList } from './ClipCard';
import styles from './Clips.module.css';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; clips: Misskey.entities.Clip[] };

/** A profile's clips tab: the user's public clips (users/clips never answers private ones). */
export function UserClips({ userId }: { userId: string }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    api
      .call('users/clips', { userId, limit: 100 })
      .then((clips) => live && setState({ kind: 'ready', clips }))
      .catch((error) => live && setState({ kind: 'failed', message: describeApiError(error, i18n).text }));
    return () => {
      live = false;
    };
  }, [api, userId, i18n]);

  if (state.kind === 'loading') return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (state.kind === 'failed') return <p className={styles.muted}>{state.message}</p>;
  if (state.clips.length === 0) return <p className={styles.muted}>{i18n.ts.clips.empty}</p>;
  return <ClipList clips={state.clips} />;
}
