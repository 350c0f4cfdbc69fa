import { type CSSProperties, useId } from 'react';
import { useAccountContext } from '@/accounts';
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
import { LoadingState, useLoaded } from '@/pages/shell/useLoaded';
import { Link, type RouteProps } from '@/router';
import { Button, Notice } from '@/ui';
import own from './ChannelPage.module.css';

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
  const [state, setChannel] = useLoaded(
    async () => {
      const channel = await api.call('channels/show', { channelId });
      store.put(channel.pinnedNotes ?? []);
      return channel;
    },
    'NO_SUCH_CHANNEL',
    [api, channelId, store],
  );

  if (state.kind !== 'ready') return <LoadingState state={state} title={t.title} notFoundText={t.notFound} />;
  const channel = state.value;
  const update = setChannel;
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
            {account && (
              <Button onClick={() => void actions.toggleMute(channel).then(update)}>
                {channel.isMuting ? t.unmute : t.mute}
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
