import type * as Misskey from 'misskey-js';
import { useCallback } from 'react';
import { useAccountContext } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import { useModals } from '@/ui';

type Channel = Misskey.entities.Channel;

/**
 * Follow, favorite and mute toggles of a channel page: each calls the server and answers the
 * channel as it now is (or the same channel after showing the error). A muted channel's
 * notes stay off the home and social timelines even while it is followed.
 */
export function useChannelActions(): {
  toggleFollow(channel: Channel): Promise<Channel>;
  toggleFavorite(channel: Channel): Promise<Channel>;
  toggleMute(channel: Channel): Promise<Channel>;
} {
  const { api } = useAccountContext();
  const modals = useModals();
  const toggle = useCallback(
    async (
      channel: Channel,
      on: boolean,
      endpoints: readonly [
        'channels/follow' | 'channels/favorite' | 'channels/mute/create',
        'channels/unfollow' | 'channels/unfavorite' | 'channels/mute/delete',
      ],
      patch: (value: boolean) => Partial<Channel>,
    ): Promise<Channel> => {
      const endpoint = on ? endpoints[1] : endpoints[0];
      try {
        await api.call(endpoint, { channelId: channel.id });
        return { ...channel, ...patch(!on) };
      } catch (error) {
        void openApiErrorDialog(modals, error, { endpoint });
        return channel;
      }
    },
    [api, modals],
  );
  return {
    toggleFollow: (channel) =>
      toggle(channel, channel.isFollowing === true, ['channels/follow', 'channels/unfollow'], (v) => ({
        isFollowing: v,
      })),
    toggleFavorite: (channel) =>
      toggle(channel, channel.isFavorited === true, ['channels/favorite', 'channels/unfavorite'], (v) => ({
        isFavorited: v,
      })),
    toggleMute: (channel) =>
      toggle(channel, channel.isMuting === true, ['channels/mute/create', 'channels/mute/delete'], (v) => ({
        isMuting: v,
      })),
  };
}
