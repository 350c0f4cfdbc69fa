import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError, isApiError } from '@/api';
import { userListSource } from '@/features/lists';
import { Timeline } from '@/features/timelines';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Link, type RouteProps } from '@/router';
import own from './HomePage.module.css';

type State =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; name: string };

/** /timeline/list/{listId}: the live timeline of one of the account's lists. */
export function ListTimelinePage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.lists;
  const { api } = useAccountContext();
  const listId = params.listId ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    api
      .call('users/lists/show', { listId })
      .then((list) => live && setState({ kind: 'ready', name: list.name }))
      .catch((error) => {
        if (!live) return;
        if (isApiError(error) && error.code === 'NO_SUCH_LIST') setState({ kind: 'notFound' });
        else setState({ kind: 'failed', message: describeApiError(error, i18n).text });
      });
    return () => {
      live = false;
    };
  }, [api, listId, i18n]);

  if (state.kind === 'loading') return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (state.kind === 'notFound') {
    return (
      <div className={styles.center}>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.muted}>{t.notFound}</p>
      </div>
    );
  }
  if (state.kind === 'failed') return <p className={styles.muted}>{state.message}</p>;

  return (
    <div className={styles.page}>
      <header className={own.titleRow}>
        <h1 className={own.title}>{state.name}</h1>
        <Link to={`/my/lists/${listId}`} className={styles.linkButton}>
          {t.edit}
        </Link>
      </header>
      <Timeline source={userListSource(listId)} label={state.name} />
    </div>
  );
}
