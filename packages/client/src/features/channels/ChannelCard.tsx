import type * as Misskey from 'misskey-js';
import { useI18n } from '@/i18n';
import { Card, CardBadge, CardFacts, CardGrid, CardText } from '@/ui/CardGrid';
import { safeChannelColor, safeImageUrl } from './channelStyle';

type Channel = Misskey.entities.Channel;

/** One channel in a list: banner, name (a link to its page), description and counts. */
export function ChannelCard({ channel }: { channel: Channel }) {
  const banner = safeImageUrl(channel.bannerUrl);
  return (
    <Card
      to={`/channels/${channel.id}`}
      title={channel.name}
      media={banner ? <img src={banner} alt="" loading="lazy" /> : undefined}
      mediaRatio="4 / 1"
      // The channel's own colour runs down the start edge, as Misskey marks channels.
      edge={safeChannelColor(channel.color) ?? 'var(--accent)'}
    >
      {channel.description && <CardText>{channel.description}</CardText>}
      <ChannelCounts channel={channel} />
    </Card>
  );
}

/** Notes and posters of a channel, with its sensitive and archived marks. */
export function ChannelCounts({ channel }: { channel: Channel }) {
  const i18n = useI18n();
  const t = i18n.ts.channels;
  return (
    <CardFacts>
      <span>{i18n.t('channels.notesCount', { n: channel.notesCount })}</span>
      <span>{i18n.t('channels.usersCount', { n: channel.usersCount })}</span>
      {channel.isSensitive && <CardBadge>{t.sensitive}</CardBadge>}
      {channel.isArchived && <CardBadge>{t.archivedBadge}</CardBadge>}
    </CardFacts>
  );
}

export function ChannelList({ channels }: { channels: readonly Channel[] }) {
  return (
    <CardGrid>
      {channels.map((channel) => (
        <ChannelCard key={channel.id} channel={channel} />
      ))}
    </CardGrid>
  );
}
