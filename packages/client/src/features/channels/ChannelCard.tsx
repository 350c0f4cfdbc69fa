import type * as Misskey from 'misskey-js';
import type { CSSProperties } from 'react';
import { useI18n } from '@/i18n';
import { Link } from '@/router';
import styles from './Channels.module.css';
import { safeChannelColor, safeImageUrl } from './channelStyle';

type Channel = Misskey.entities.Channel;

/** One channel in a list: banner, name (a link to its page), description and counts. */
export function ChannelCard({ channel }: { channel: Channel }) {
  const banner = safeImageUrl(channel.bannerUrl);
  const color = safeChannelColor(channel.color);
  return (
    <li className={styles.card} style={color ? ({ '--channel-color': color } as CSSProperties) : undefined}>
      {banner && <img src={banner} alt="" className={styles.cardBanner} loading="lazy" />}
      <div className={styles.cardBody}>
        <Link to={`/channels/${channel.id}`} className={styles.cardName}>
          {channel.name}
        </Link>
        {channel.description && <p className={styles.cardDescription}>{channel.description}</p>}
        <ChannelCounts channel={channel} />
      </div>
    </li>
  );
}

/** Notes and posters of a channel, with its sensitive and archived marks. */
export function ChannelCounts({ channel }: { channel: Channel }) {
  const i18n = useI18n();
  const t = i18n.ts.channels;
  return (
    <p className={styles.meta}>
      <span>{i18n.t('channels.notesCount', { n: channel.notesCount })}</span>
      <span>{i18n.t('channels.usersCount', { n: channel.usersCount })}</span>
      {channel.isSensitive && <span className={styles.badge}>{t.sensitive}</span>}
      {channel.isArchived && <span className={styles.badge}>{t.archivedBadge}</span>}
    </p>
  );
}

export function ChannelList({ channels }: { channels: readonly Channel[] }) {
  return (
    <ul className={styles.cards}>
      {channels.map((channel) => (
        <ChannelCard key={channel.id} channel={channel} />
      ))}
    </ul>
  );
}
