import type { entities } from 'misskey-js';
import { listNotifications, markAllNotificationsRead } from '../../../services/notifications.js';
import { notifyEndedPolls } from '../../../services/polls.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { pageProperties } from '../following/shared.js';

/** Every type misskey-js accepts in include/excludeTypes. */
const filterTypes = [
  'note',
  'follow',
  'mention',
  'reply',
  'renote',
  'quote',
  'reaction',
  'pollEnded',
  'scheduledNotePosted',
  'scheduledNotePostFailed',
  'receiveFollowRequest',
  'followRequestAccepted',
  'roleAssigned',
  'chatRoomInvitationReceived',
  'achievementEarned',
  'exportCompleted',
  'login',
  'createToken',
  'app',
  'test',
  'pollVote',
  'groupInvited',
] as const;

export const meta = {
  requireCredential: true,
  kind: 'read:notifications',
  limit: { duration: 60 * 1000, max: 60 },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    ...pageProperties,
    markAsRead: { type: 'boolean', default: true },
    includeTypes: { type: 'array', items: { type: 'string', enum: filterTypes } },
    excludeTypes: { type: 'array', items: { type: 'string', enum: filterTypes } },
  },
} as const satisfies ParamDef;

/** The signed-in user's notifications, newest first; by default marks them all read. */
export const handler: SignedInHandler<'i/notifications', entities.Notification[]> = (
  ps,
  { instance, user },
) => {
  notifyEndedPolls(instance);
  const list = listNotifications(instance, user, {
    limit: ps.limit ?? 10,
    sinceId: ps.sinceId,
    untilId: ps.untilId,
    sinceDate: ps.sinceDate,
    untilDate: ps.untilDate,
    includeTypes: ps.includeTypes,
    excludeTypes: ps.excludeTypes,
  });
  if (ps.markAsRead !== false) markAllNotificationsRead(instance, user.id);
  return list;
};
