import { ApiError } from '../../api/errors.js';
import type { NoteRow } from '../../db/notes.js';
import type { InstanceContext } from '../context.js';
import { noteErrors } from '../notes/note-errors.js';
import { type ChannelRow, findChannel } from './repository.js';

/**
 * The channel a new note goes into, by Misskey's rules: the one asked for, unless it replies
 * to a note elsewhere, when it follows that note's channel (or leaves channels altogether);
 * a reply to a channel note stays in that channel. An archived or missing channel answers
 * NO_SUCH_CHANNEL, and renoting a channel note out of a channel that forbids it answers
 * CANNOT_RENOTE_OUTSIDE_OF_CHANNEL.
 */
export function findPostChannel(
  ctx: InstanceContext,
  channelId: string | null | undefined,
  reply: NoteRow | null,
  renote: NoteRow | null,
): ChannelRow | null {
  if (renote?.channelId && renote.channelId !== channelId) {
    const source = findChannel(ctx, renote.channelId);
    if (!source) throw new ApiError(noteErrors.noSuchChannel);
    if (!source.allowRenoteToExternal) throw new ApiError(noteErrors.cannotRenoteOutsideOfChannel);
  }
  let channel: ChannelRow | null = null;
  if (channelId != null) {
    channel = findChannel(ctx, channelId);
    if (!channel || channel.isArchived) throw new ApiError(noteErrors.noSuchChannel);
  }
  if (reply && reply.channelId !== (channel?.id ?? null)) {
    channel = reply.channelId ? findChannel(ctx, reply.channelId) : null;
  }
  return channel;
}
