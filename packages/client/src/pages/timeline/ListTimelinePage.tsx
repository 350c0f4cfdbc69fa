import { useAccountContext } from '@/accounts';
import { userListSource } from '@/features/lists';
import { Timeline } from '@/features/timelines';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { LoadingState, useLoaded } from '@/pages/shell/useLoaded';
import { Link, type RouteProps } from '@/router';
import own from './HomePage.module.css';

/** /timeline/list/{listId}: the live timeline of one of the account's lists. */
export function ListTimelinePage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.lists;
  const { api } = useAccountContext();
  const listId = params.listId ?? '';
  const [state] = useLoaded(() => api.call('users/lists/show', { listId }), 'NO_SUCH_LIST', [api, listId]);
  if (state.kind !== 'ready') return <LoadingState state={state} title={t.title} notFoundText={t.notFound} />;
  const name = state.value.name;

  return (
    <div className={styles.page}>
      <header className={own.titleRow}>
        <h1 className={own.title}>{name}</h1>
        <Link to={`/my/lists/${listId}`} className={styles.linkButton}>
          {t.edit}
        </Link>
      </header>
      <Timeline source={userListSource(listId)} label={name} />
    </div>
  );
}
