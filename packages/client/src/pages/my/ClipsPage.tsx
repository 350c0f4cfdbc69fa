import type * as Misskey from 'misskey-js';
import { useCallback, useEffect, useId, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError, openApiErrorDialog } from '@/api';
import { ClipList, openClipEditor } from '@/features/clips';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { useNavigate } from '@/router';
import { Button, useModals } from '@/ui';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; own: Misskey.entities.Clip[]; favorites: Misskey.entities.Clip[] };

/** /my/clips: the account's clips (private ones too), a New clip button, and favorited clips. */
export function ClipsPage() {
  const i18n = useI18n();
  const t = i18n.ts.clips;
  const { api } = useAccountContext();
  const modals = useModals();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const favoritesHeading = useId();

  const load = useCallback(async () => {
    try {
      const [own, favorites] = await Promise.all([
        api.call('clips/list', { limit: 100 }),
        api.call('clips/my-favorites', {}),
      ]);
      setState({ kind: 'ready', own, favorites });
    } catch (error) {
      setState({ kind: 'failed', message: describeApiError(error, i18n).text });
    }
  }, [api, i18n]);

  useEffect(() => {
    void load();
  }, [load]);

  const create = async () => {
    const fields = await openClipEditor(modals);
    if (!fields) return;
    try {
      const clip = await api.call('clips/create', fields);
      navigate(`/clips/${clip.id}`);
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'clips/create' });
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => void create()}>
          {t.newClip}
        </Button>
      </div>
      {state.kind === 'loading' && <p className={styles.muted}>{i18n.ts.loading}</p>}
      {state.kind === 'failed' && <p className={styles.muted}>{state.message}</p>}
      {state.kind === 'ready' && (
        <>
          {state.own.length === 0 ? (
            <p className={styles.muted}>{t.empty}</p>
          ) : (
            <ClipList clips={state.own} />
          )}
          {state.favorites.length > 0 && (
            <section aria-labelledby={favoritesHeading}>
              <h2 id={favoritesHeading}>{t.favoritesTitle}</h2>
              <ClipList clips={state.favorites} showOwner />
            </section>
          )}
        </>
      )}
    </div>
  );
}
