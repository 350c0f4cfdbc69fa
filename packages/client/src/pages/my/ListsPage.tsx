import type * as Misskey from 'misskey-js';
import { useCallback, useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError, openApiErrorDialog } from '@/api';
import { askListName, ListCards, usePinnedLists } from '@/features/lists';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { useNavigate } from '@/router';
import { Button, useModals } from '@/ui';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; lists: Misskey.entities.UserList[] };

/** /my/lists: the account's lists and a New list button (which opens the new list). */
export function ListsPage() {
  const i18n = useI18n();
  const t = i18n.ts.lists;
  const { api } = useAccountContext();
  const modals = useModals();
  const navigate = useNavigate();
  const { isPinned, sync } = usePinnedLists();
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(async () => {
    try {
      setState({ kind: 'ready', lists: await api.call('users/lists/list', {}) });
    } catch (error) {
      setState({ kind: 'failed', message: describeApiError(error, i18n).text });
    }
  }, [api, i18n]);

  useEffect(() => {
    void load();
  }, [load]);

  const lists = state.kind === 'ready' ? state.lists : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer, not per pin change.
  useEffect(() => {
    if (lists) sync(lists);
  }, [lists]);

  const create = async () => {
    const name = await askListName(modals, i18n, { title: t.newList });
    if (!name) return;
    try {
      const list = await api.call('users/lists/create', { name });
      navigate(`/my/lists/${list.id}`);
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'users/lists/create' });
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => void create()}>
          {t.newList}
        </Button>
      </div>
      {state.kind === 'loading' && <p className={styles.muted}>{i18n.ts.loading}</p>}
      {state.kind === 'failed' && <p className={styles.muted}>{state.message}</p>}
      {state.kind === 'ready' &&
        (state.lists.length === 0 ? (
          <p className={styles.muted}>{t.empty}</p>
        ) : (
          <ListCards lists={state.lists} isPinned={isPinned} />
        ))}
    </div>
  );
}
