import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Link, type RouteProps } from '@/router';
import { NoteResults } from './NoteResults';
import { SearchForm } from './SearchForm';
import styles from './SearchPage.module.css';
import { type SearchState, type SearchType, searchStateOf, searchUrlOf } from './search';
import { UserResults } from './UserResults';

const TABS: readonly SearchType[] = ['note', 'user'];

/**
 * /search: notes or users matching a query. Everything lives in the URL (?q=, &type=, the
 * author and origin), so a search reloads, bookmarks and goes back like any page; each new
 * search is a new history entry, and this page only reads its props.
 */
export function SearchPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.searchPage;
  const state: SearchState = searchStateOf(params);
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t.title}</h1>
      <SearchForm key={searchUrlOf(state)} state={state} />
      <nav className={styles.tabs} aria-label={t.tabsLabel}>
        {TABS.map((type) => (
          <Link
            key={type}
            to={searchUrlOf({ ...state, type })}
            className={styles.tab}
            aria-current={type === state.type ? 'page' : undefined}
          >
            {type === 'note' ? t.notes : t.users}
          </Link>
        ))}
      </nav>
      {state.query === '' ? (
        <p className={styles.muted}>{t.prompt}</p>
      ) : state.type === 'note' ? (
        <NoteResults state={state} />
      ) : (
        <UserResults query={state.query} origin={state.origin} />
      )}
    </div>
  );
}
