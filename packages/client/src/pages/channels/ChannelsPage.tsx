import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { ChannelList } from '@/features/channels';
import { useI18n } from '@/i18n';
import { ListSearch, ListTabs } from '@/pages/shell/ListTabs';
import styles from '@/pages/shell/Page.module.css';
import { Link, type RouteProps } from '@/router';

/** The tabs, each its own URL hash; featured is the default and the only one besides search for visitors. */
export const CHANNEL_TABS = ['featured', 'following', 'favorites', 'owned', 'search'] as const;
export type ChannelTab = (typeof CHANNEL_TABS)[number];
const SIGNED_IN_TABS: readonly ChannelTab[] = ['following', 'favorites', 'owned'];

export function channelTabOf(hash: string | undefined, signedIn: boolean): ChannelTab {
  const tab = CHANNEL_TABS.find((t) => t === hash) ?? 'featured';
  return !signedIn && SIGNED_IN_TABS.includes(tab) ? 'featured' : tab;
}

type Channel = Misskey.entities.Channel;
type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; channels: Channel[] };

/** Loads one tab's channels; the search tab waits for a query. */
function useChannelList(tab: ChannelTab, query: string | null): State {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    const request: Promise<Channel[]> =
      tab === 'featured'
        ? api.call('channels/featured', {})
        : tab === 'following'
          ? api.call('channels/followed', { limit: 100 })
          : tab === 'favorites'
            ? api.call('channels/my-favorites', {})
            : tab === 'owned'
              ? api.call('channels/owned', { limit: 100 })
              : query === null
                ? Promise.resolve([])
                : api.call('channels/search', { query, limit: 100 });
    request.then(
      (channels) => live && setState({ kind: 'ready', channels }),
      (error) => live && setState({ kind: 'failed', message: describeApiError(error, i18n).text }),
    );
    return () => {
      live = false;
    };
  }, [api, tab, query, i18n]);
  return state;
}

/** /channels: featured, followed, favorite and own channels, a search, and New channel. */
export function ChannelsPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.channels;
  const { account } = useAccountContext();
  const tab = channelTabOf(params.initialTab, account != null);
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const state = useChannelList(tab, query);
  const tabs = account ? CHANNEL_TABS : CHANNEL_TABS.filter((x) => !SIGNED_IN_TABS.includes(x));

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      {account && (
        <div className={styles.actions}>
          <Link to="/channels/new" className={styles.linkButton}>
            {t.newChannel}
          </Link>
        </div>
      )}
      <ListTabs
        label={t.tabsLabel}
        tabs={tabs}
        current={tab}
        pathOf={(x) => (x === 'featured' ? '/channels' : `/channels#${x}`)}
        nameOf={(x) => t.tabs[x]}
      />
      {tab === 'search' && (
        <ListSearch
          label={t.searchLabel}
          submitLabel={t.searchSubmit}
          value={draft}
          onChange={setDraft}
          onSearch={setQuery}
        />
      )}
      {state.kind === 'loading' && <p className={styles.muted}>{i18n.ts.loading}</p>}
      {state.kind === 'failed' && <p className={styles.muted}>{state.message}</p>}
      {state.kind === 'ready' &&
        (state.channels.length === 0 ? (
          (tab !== 'search' || query !== null) && <p className={styles.muted}>{t.empty}</p>
        ) : (
          <ChannelList channels={state.channels} />
        ))}
    </div>
  );
}
