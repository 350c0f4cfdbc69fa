import type * as Misskey from 'misskey-js';
import { useCallback, useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { PlayList } from '@/features/flash';
import { useI18n } from '@/i18n';
import { ListSearch, ListTabs } from '@/pages/shell/ListTabs';
import styles from '@/pages/shell/Page.module.css';
import { Link, type RouteProps } from '@/router';
import { Button } from '@/ui';

/** The tabs, each its own URL hash; featured is the default and, with search, the only one for visitors. */
export const PLAY_TABS = ['featured', 'my', 'liked', 'search'] as const;
export type PlayTab = (typeof PLAY_TABS)[number];
const SIGNED_IN_TABS: readonly PlayTab[] = ['my', 'liked'];
const PAGE_SIZE = 20;

export function playTabOf(hash: string | undefined, signedIn: boolean): PlayTab {
  const tab = PLAY_TABS.find((t) => t === hash) ?? 'featured';
  return !signedIn && SIGNED_IN_TABS.includes(tab) ? 'featured' : tab;
}

type Flash = Misskey.entities.Flash;
/** One page of a tab, and where the next one starts (an offset for featured, an id otherwise). */
type Page = { flashes: Flash[]; next: string | number | null };
type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; flashes: Flash[]; next: string | number | null; more: boolean };

/** Loads a tab's plays page by page; the search tab waits for a query. */
function usePlayList(tab: PlayTab, query: string | null) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const [state, setState] = useState<State>({ kind: 'loading' });

  const fetchPage = useCallback(
    async (cursor: string | number | null): Promise<Page> => {
      const untilId = typeof cursor === 'string' ? cursor : undefined;
      if (tab === 'featured') {
        const offset = typeof cursor === 'number' ? cursor : 0;
        const flashes = await api.call('flash/featured', { offset, limit: PAGE_SIZE });
        return { flashes, next: offset + flashes.length };
      }
      if (tab === 'liked') {
        const likes = await api.call('flash/my-likes', { limit: PAGE_SIZE, untilId });
        return { flashes: likes.map((like) => like.flash), next: likes.at(-1)?.id ?? null };
      }
      const flashes =
        tab === 'my'
          ? await api.call('flash/my', { limit: PAGE_SIZE, untilId })
          : query
            ? await api.call('flash/search', { query, limit: PAGE_SIZE, untilId })
            : [];
      return { flashes, next: flashes.at(-1)?.id ?? null };
    },
    [api, tab, query],
  );

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    fetchPage(null).then(
      (page) => live && setState({ kind: 'ready', ...page, more: page.flashes.length === PAGE_SIZE }),
      (error) => live && setState({ kind: 'failed', message: describeApiError(error, i18n).text }),
    );
    return () => {
      live = false;
    };
  }, [fetchPage, i18n]);

  const [loadingMore, setLoadingMore] = useState(false);
  const loadMore = async () => {
    if (state.kind !== 'ready') return;
    setLoadingMore(true);
    try {
      const page = await fetchPage(state.next);
      setState({
        kind: 'ready',
        flashes: [...state.flashes, ...page.flashes],
        next: page.next,
        more: page.flashes.length === PAGE_SIZE,
      });
    } catch (error) {
      setState({ kind: 'failed', message: describeApiError(error, i18n).text });
    } finally {
      setLoadingMore(false);
    }
  };
  return { state, loadMore, loadingMore };
}

/** /play: featured plays, the reader's own and liked ones, a search, and New play. */
export function PlayListPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.play;
  const { account } = useAccountContext();
  const tab = playTabOf(params.initialTab, account != null);
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const { state, loadMore, loadingMore } = usePlayList(tab, query);
  const tabs = account ? PLAY_TABS : PLAY_TABS.filter((x) => !SIGNED_IN_TABS.includes(x));

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      {account && (
        <div className={styles.actions}>
          <Link to="/play/new" className={styles.linkButton}>
            {t.newPlay}
          </Link>
        </div>
      )}
      <ListTabs
        label={t.tabsLabel}
        tabs={tabs}
        current={tab}
        pathOf={(x) => (x === 'featured' ? '/play' : `/play#${x}`)}
        nameOf={(x) => t.tabs[x]}
      />
      {tab === 'search' && (
        <ListSearch
          label={t.searchLabel}
          submitLabel={t.searchSubmit}
          value={draft}
          onChange={setDraft}
          onSearch={(words) => setQuery(words || null)}
        />
      )}
      {state.kind === 'loading' && <p className={styles.muted}>{i18n.ts.loading}</p>}
      {state.kind === 'failed' && <p className={styles.muted}>{state.message}</p>}
      {state.kind === 'ready' &&
        (state.flashes.length === 0 ? (
          (tab !== 'search' || query !== null) && <p className={styles.muted}>{t.empty}</p>
        ) : (
          <>
            <PlayList flashes={state.flashes} />
            {state.more && (
              <div className={styles.center}>
                <Button busy={loadingMore} onClick={() => void loadMore()}>
                  {t.loadMore}
                </Button>
              </div>
            )}
          </>
        ))}
    </div>
  );
}
