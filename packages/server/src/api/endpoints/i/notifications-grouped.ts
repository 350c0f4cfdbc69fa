import type { entities } from 'misskey-js';
import { listNotifications, markAllNotificationsRead } from '../../../services/notifications.js';
import { notifyEndedPolls } from '../../../services/polls.js';
import type { SignedInHandler } from '../../endpoint.js';
import { paramDef as ungroupedParams } from './notifications.js';

export { meta } from './notifications.js';
export const paramDef = ungroupedParams;

/** How many notifications past the page are read so a group at its end is not cut (Misskey's 100). */
const EXTRA = 100;

type Reaction = Extract<entities.Notification, { type: 'reaction' }>;
type Renote = Extract<entities.Notification, { type: 'renote' }>;
type ReactionGroup = Extract<entities.Notification, { type: 'reaction:grouped' }>;
type RenoteGroup = Extract<entities.Notification, { type: 'renote:grouped' }>;

/**
 * Folds runs of neighbouring reactions to one note, and of renotes of one note, into Misskey's
 * `reaction:grouped` and `renote:grouped`. A group takes the id of its oldest member, so paging
 * on with `untilId` carries on after the whole group.
 */
export function groupNotifications(list: entities.Notification[]): entities.Notification[] {
  const out: entities.Notification[] = [];
  let previous: entities.Notification | undefined;
  for (const item of list) {
    const last = out.at(-1);
    if (
      last &&
      previous?.type === 'reaction' &&
      item.type === 'reaction' &&
      previous.note.id === item.note.id
    ) {
      const group: ReactionGroup =
        last.type === 'reaction:grouped'
          ? last
          : {
              id: previous.id,
              createdAt: previous.createdAt,
              type: 'reaction:grouped',
              note: previous.note,
              reactions: [{ user: previous.user, reaction: (previous as Reaction).reaction }],
            };
      group.reactions.push({ user: item.user, reaction: item.reaction });
      group.id = item.id;
      out[out.length - 1] = group;
    } else if (
      last &&
      previous?.type === 'renote' &&
      item.type === 'renote' &&
      previous.note.renoteId != null &&
      previous.note.renoteId === item.note.renoteId
    ) {
      const group: RenoteGroup =
        last.type === 'renote:grouped'
          ? last
          : {
              id: previous.id,
              createdAt: previous.createdAt,
              type: 'renote:grouped',
              note: (previous as Renote).note,
              users: [previous.user],
            };
      group.users.push(item.user);
      group.id = item.id;
      out[out.length - 1] = group;
    } else {
      out.push(item);
    }
    previous = item;
  }
  return out;
}

/** i/notifications with neighbouring reactions and renotes of one note grouped (Misskey's shapes). */
export const handler: SignedInHandler<'i/notifications-grouped', entities.Notification[]> = (
  ps,
  { instance, user },
) => {
  if (ps.includeTypes && ps.includeTypes.length === 0) return [];
  notifyEndedPolls(instance);
  const limit = ps.limit ?? 10;
  const list = listNotifications(instance, user, {
    limit: limit + EXTRA,
    sinceId: ps.sinceId,
    untilId: ps.untilId,
    sinceDate: ps.sinceDate,
    untilDate: ps.untilDate,
    includeTypes: ps.includeTypes,
    excludeTypes: ps.excludeTypes,
  });
  if (ps.markAsRead !== false) markAllNotificationsRead(instance, user.id);
  return groupNotifications(list).slice(0, limit);
};
