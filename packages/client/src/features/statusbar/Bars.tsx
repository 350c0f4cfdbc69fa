import type * as Misskey from 'misskey-js';
import { useMemo } from 'react';
import { acctOf, useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import { Link } from '@/router';
import {
  keyedItems,
  MAX_DURATION_SEC,
  MAX_REFRESH_SEC,
  MIN_DURATION_SEC,
  MIN_REFRESH_SEC,
  numberProp,
  safeLink,
  shuffled,
} from './model';
import styles from './Statusbar.module.css';
import { Ticker, type TickerItem } from './Ticker';
import { type FeedItem, useFeed } from './useFeed';
import { usePolledCall } from './usePolledCall';

type Props = Record<string, unknown>;

function motionOf(props: Props) {
  return {
    refreshSec: numberProp(props, 'refreshIntervalSec', 120, MIN_REFRESH_SEC, MAX_REFRESH_SEC),
    durationSec: numberProp(props, 'marqueeDuration', 100, MIN_DURATION_SEC, MAX_DURATION_SEC),
    reverse: props.marqueeReverse === true,
  };
}

function Message({ text }: { text: string }) {
  return <span className={styles.message}>{text}</span>;
}

/** A feed's titles as links (http(s) only; any other title stays text). */
export function feedTickerItems(items: FeedItem[]): TickerItem[] {
  return keyedItems(items).map(({ key, item }) => {
    const href = safeLink(item.link);
    const title = item.title || item.contentSnippet || '—';
    return {
      key,
      content: href ? (
        <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={styles.link}>
          {title}
        </a>
      ) : (
        <span>{title}</span>
      ),
    };
  });
}

export function RssBar({ props, label }: { props: Props; label: string }) {
  const i18n = useI18n();
  const { refreshSec, durationSec, reverse } = motionOf(props);
  const url = typeof props.url === 'string' ? props.url : '';
  const feed = useFeed(url, refreshSec);
  const value = feed.state === 'ready' ? feed.value : null;
  const shuffle = props.shuffle === true;
  // Shuffled once per answer, not on every render (that would reorder a moving line).
  const items = useMemo(() => (value === null ? [] : shuffle ? shuffled(value) : value), [value, shuffle]);
  if (url.trim() === '') return <Message text={i18n.ts.statusbar.noUrl} />;
  if (feed.state === 'loading') return <Message text={i18n.ts.loading} />;
  if (feed.state === 'failed') return <Message text={i18n.ts.statusbar.feedFailed} />;
  if (items.length === 0) return <Message text={i18n.ts.statusbar.feedEmpty} />;
  return <Ticker items={feedTickerItems(items)} durationSec={durationSec} reverse={reverse} label={label} />;
}

/**
 * The servers this one talks with, most recently heard from first (Misskey's query). This
 * instance does not federate, so here it honestly says there are none.
 */
export function FederationBar({ props, label }: { props: Props; label: string }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const { meta } = useInstance();
  // A server whose meta says it does not federate knows no others: it is not asked.
  const federates = meta?.federation !== 'none';
  const { refreshSec, durationSec, reverse } = motionOf(props);
  const instances = usePolledCall(
    federates ? 'federation' : null,
    () => api.call('federation/instances', { sort: '+latestRequestReceivedAt', limit: 30 }),
    refreshSec,
  );
  if (!federates) return <Message text={i18n.ts.statusbar.noServers} />;
  if (instances.state === 'loading') return <Message text={i18n.ts.loading} />;
  if (instances.state === 'failed' || instances.value.length === 0) {
    return <Message text={i18n.ts.statusbar.noServers} />;
  }
  const items = instances.value.map((instance: Misskey.entities.FederationInstance) => ({
    key: instance.id,
    content: (
      <Link
        to={`/instance-info/${encodeURIComponent(instance.host)}`}
        className={`${styles.link} ${styles.server}`}
        style={props.colored === true && instance.themeColor ? { color: instance.themeColor } : undefined}
      >
        {instance.name ? `${instance.name} (${instance.host})` : instance.host}
      </Link>
    ),
  }));
  return <Ticker items={items} durationSec={durationSec} reverse={reverse} label={label} />;
}

/** The newest notes of a list's members, scrolling (`notes/user-list-timeline`, as Misskey's bar). */
export function UserListBar({ props, label }: { props: Props; label: string }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const { refreshSec, durationSec, reverse } = motionOf(props);
  const listId = typeof props.userListId === 'string' && props.userListId !== '' ? props.userListId : null;
  const notes = usePolledCall(
    listId,
    () => api.call('notes/user-list-timeline', { listId: listId as string, limit: 20 }),
    refreshSec,
  );
  if (listId === null) return <Message text={i18n.ts.statusbar.noList} />;
  if (notes.state === 'loading') return <Message text={i18n.ts.loading} />;
  if (notes.state === 'failed') return <Message text={i18n.ts.statusbar.noList} />;
  const items = notes.value.flatMap((note) => {
    const text = note.cw ?? note.text ?? note.renote?.text ?? '';
    if (text.trim() === '') return [];
    return [
      {
        key: note.id,
        content: (
          <Link to={`/notes/${note.id}`} className={styles.link}>
            <span className={styles.author}>{note.user.name || acctOf(note.user)}:</span>{' '}
            {text.replace(/\s+/g, ' ').slice(0, 120)}
          </Link>
        ),
      },
    ];
  });
  if (items.length === 0) return <Message text={i18n.ts.statusbar.noNotes} />;
  return <Ticker items={items} durationSec={durationSec} reverse={reverse} label={label} />;
}
