import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import { Button } from '@/ui';
import styles from './Play.module.css';
import { PlayList } from './PlayCard';

const PAGE_SIZE = 20;

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; flashes: Misskey.entities.Flash[]; more: boolean };

/**
 * The Play tab of a profile: the user's public plays, newest first, page by page. Imported by
 * the profile directly (not through index.ts), so the profile never loads the AiScript runner.
 */
export function UserPlays({ userId }: { userId: string }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    api.call('users/flashs', { userId, limit: PAGE_SIZE }).then(
      (flashes) => live && setState({ kind: 'ready', flashes, more: flashes.length === PAGE_SIZE }),
      (error) => live && setState({ kind: 'failed', message: describeApiError(error, i18n).text }),
    );
    return () => {
      live = false;
    };
  }, [api, userId, i18n]);

  if (state.kind === 'loading') return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (state.kind === 'failed') return <p className={styles.muted}>{state.message}</p>;
  if (state.flashes.length === 0) return <p className={styles.muted}>{i18n.ts.play.empty}</p>;

  const loadMore = async () => {
    setBusy(true);
    try {
      const untilId = state.flashes.at(-1)?.id;
      const next = await api.call('users/flashs', { userId, limit: PAGE_SIZE, untilId });
      setState({ kind: 'ready', flashes: [...state.flashes, ...next], more: next.length === PAGE_SIZE });
    } catch (error) {
      setState({ kind: 'failed', message: describeApiError(error, i18n).text });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PlayList flashes={state.flashes} />
      {state.more && (
        <div className={styles.center}>
          <Button busy={busy} onClick={() => void loadMore()}>
            {i18n.ts.play.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}
