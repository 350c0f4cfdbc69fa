import type * as Misskey from 'misskey-js';
import { type CSSProperties, useEffect, useId, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError, isApiError } from '@/api';
import {
  ChannelCounts,
  channelSource,
  safeChannelColor,
  safeImageUrl,
  useChannelActions,
} from '@/features/channels';
import { Composer } from '@/features/composer';
import { NoteView, useNoteStore } from '@/features/notes';
import { Timeline } from '@/features/timelines';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Link, type RouteProps } from '@/router';
import { Button, Notice } from '@/ui';
import own from './ChannelPage.module.css';

type Channel = Misskey.entities.Channel;
type State =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; channel: Channel };

/**
 * /channels/{channelId}: the channel's header (banner, colour, description, counts, follow and
 * favorite), its pinned notes, a composer posting into it, and its live timeline.
 */
export function ChannelPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.channels;
  const { api, account } = useAccountContext();
  const store = useNoteStore();
  const actions = useChannelActions();
  const pinnedHeading = useId();
  const channelId = params.channelId ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    api
      .call('channels/show', { channelId })
      .then((channel) => {
        if (!live) return;
        store.put(channel.pinnedNotes ?? []);
        setState({ kind: 'ready', channel });
      })
      .catch((error) => {
        if (!live) return;
        if (isApiError(error) && error.code === 'NO_SUCH_CHANNEL') setState({ kind: 'notFound' });
        else setState({ kind: 'failed', message: describeApiError(error, i18n).text });
      });
    return () => {
      live = false;
    };
  }, [api, channelId, i18n, store]);

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

  const channel = state.channel;
  const update = (next: Channel) => setState({ kind: 'ready', channel: next });
  const mayEdit =
    account != null && (account.id === channel.userId || account.isAdmin || account.isModerator);
  const color = safeChannelColor(channel.color);
  const banner = safeImageUrl(channel.bannerUrl);
  const pinned = channel.pinnedNotes ?? [];

  return (
    <div className={styles.page}>
      <header
        className={own.header}
        style={color ? ({ '--channel-color': color } as CSSProperties) : undefined}
      >
        {banner && <img src={banner} alt="" className={own.banner} />}
        <div className={own.headerBody}>
          <h1 className={styles.title}>{channel.name}</h1>
          {channel.description && <p className={own.description}>{channel.description}</p>}
          <ChannelCounts channel={channel} />
          <div className={styles.actions}>
            {account && (
              <Button
                variant={channel.isFollowing ? 'secondary' : 'primary'}
                onClick={() => void actions.toggleFollow(channel).then(update)}
              >
                {channel.isFollowing ? t.unfollow : t.follow}
              </Button>
            )}
            {account && (
              <Button onClick={() => void actions.toggleFavorite(channel).then(update)}>
                {channel.isFavorited ? t.unfavorite : t.favorite}
              </Button>
            )}
            {mayEdit && (
              <Link to={`/channels/${channel.id}/edit`} className={styles.linkButton}>
                {t.edit}
              </Link>
            )}
            <Link
              to={`/search?type=note&channel=${encodeURIComponent(channel.id)}`}
              className={styles.linkButton}
            >
              {t.searchInChannel}
            </Link>
          </div>
        </div>
      </header>
      {channel.isArchived && <Notice tone="info">{t.archived}</Notice>}
      {pinned.length > 0 && (
        <section className={own.pinned} aria-labelledby={pinnedHeading}>
          <h2 id={pinnedHeading} className={own.sectionTitle}>
            {t.pinnedNotes}
          </h2>
          {pinned.map((note) => (
            <NoteView key={note.id} noteId={note.id} />
          ))}
        </section>
      )}
      {account && !channel.isArchived && (
        <Composer variant="inline" channel={{ id: channel.id, name: channel.name, color: channel.color }} />
      )}
      <Timeline
        source={channelSource(channel.id)}
        label={i18n.t('channels.timelineLabel', { name: channel.name })}
      />
    </div>
  );
}
