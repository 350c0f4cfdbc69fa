import type { entities } from 'misskey-js';
import type { InstanceContext } from '../context.js';
import { urlOfKey } from '../drive/pack.js';
import { findFile } from '../drive/repository.js';
import { packNoteIds } from '../notes/pack.js';
import type { Viewer } from '../notes/visibility.js';
import { type ChannelRow, membershipsOf } from './repository.js';

/**
 * The misskey-js Channel. Signed-in viewers also get isFollowing, isFavorited and isMuting;
 * `detailed` (channels/show) adds the pinned notes the viewer may see, in the owner's order.
 */
export function packChannels(
  ctx: InstanceContext,
  rows: readonly ChannelRow[],
  viewer: Viewer,
  detailed = false,
): entities.Channel[] {
  const mine = viewer
    ? membershipsOf(
        ctx,
        viewer.id,
        rows.map((c) => c.id),
      )
    : null;
  return rows.map((channel) => {
    const banner = channel.bannerId ? findFile(ctx.db, channel.bannerId) : null;
    const packed: entities.Channel = {
      id: channel.id,
      createdAt: channel.createdAt,
      lastNotedAt: channel.lastNotedAt,
      name: channel.name,
      description: channel.description,
      userId: channel.userId,
      bannerUrl: banner ? urlOfKey(ctx, banner.accessKey) : null,
      bannerId: channel.bannerId,
      pinnedNoteIds: channel.pinnedNoteIds,
      color: channel.color,
      isArchived: channel.isArchived,
      usersCount: channel.usersCount,
      notesCount: channel.notesCount,
      isSensitive: channel.isSensitive,
      allowRenoteToExternal: channel.allowRenoteToExternal,
    };
    if (mine) {
      packed.isFollowing = mine.following.has(channel.id);
      packed.isFavorited = mine.favorited.has(channel.id);
      packed.isMuting = mine.muting.has(channel.id);
    }
    if (detailed) packed.pinnedNotes = packNoteIds(ctx, channel.pinnedNoteIds, viewer);
    return packed;
  });
}

export function packChannel(
  ctx: InstanceContext,
  channel: ChannelRow,
  viewer: Viewer,
  detailed = false,
): entities.Channel {
  return packChannels(ctx, [channel], viewer, detailed)[0] as entities.Channel;
}
