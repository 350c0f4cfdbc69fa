import type { UserRow } from '../../../db/users.js';
import { type ChannelRow, findChannel } from '../../../services/channels/index.js';
import type { InstanceContext } from '../../../services/context.js';
import { ApiError, type ApiErrorDef } from '../../errors.js';

/** Misskey gives every endpoint its own id for "no such channel"; this builds one error entry. */
export function noSuchChannel(id: string): ApiErrorDef {
  return { message: 'No such channel.', code: 'NO_SUCH_CHANNEL', id };
}

export const channelIdParam = {
  type: 'object',
  properties: { channelId: { type: 'string' } },
  required: ['channelId'],
} as const;

/** The paging parameters of the channel lists (Misskey's default page is 5). */
export const channelPageProperties = {
  sinceId: { type: 'string' },
  untilId: { type: 'string' },
  sinceDate: { type: 'integer' },
  untilDate: { type: 'integer' },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 5 },
} as const;

export interface ChannelPageParams {
  sinceId?: string;
  untilId?: string;
  sinceDate?: number;
  untilDate?: number;
  limit?: number;
}

export const pageOf = (ps: ChannelPageParams) => ({
  sinceId: ps.sinceId,
  untilId: ps.untilId,
  sinceDate: ps.sinceDate,
  untilDate: ps.untilDate,
  limit: ps.limit ?? 5,
});

/** The channel, or the endpoint's own NO_SUCH_CHANNEL. */
export function channelOr(instance: InstanceContext, channelId: string, error: ApiErrorDef): ChannelRow {
  const channel = findChannel(instance, channelId);
  if (!channel) throw new ApiError(error);
  return channel;
}

/** Only the owner or a moderator may edit a channel (Misskey's channels/update). */
export function mayEditChannel(user: UserRow, channel: ChannelRow): boolean {
  return channel.userId === user.id || user.isAdmin || user.isModerator;
}

/** The error a banner that is not one of the user's own drive files answers. */
export function noSuchFile(id: string): ApiErrorDef {
  return { message: 'No such file.', code: 'NO_SUCH_FILE', id };
}
