import type { entities } from 'misskey-js';
import { PURE_RENOTE_SQL } from '../../db/notes.js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { type PageParams, queryNotes } from '../notes/timelines.js';
import type { UserListRow } from './lists.js';

export interface ListTimelineOptions {
  withRenotes: boolean;
  withFiles: boolean;
  includeMyRenotes: boolean;
  includeRenotedMyNotes: boolean;
  includeLocalRenotes: boolean;
}

/** Notes by the list's members, outside channels. */
const BY_MEMBER_SQL = `n.user_id IN (SELECT user_id FROM user_list_memberships WHERE user_list_id = @listId)
  AND n.channel_id IS NULL`;

/**
 * Misskey's reply rule for lists: a member's reply appears when it answers the member
 * themselves or the reader, or when the reader chose "with replies" for that member.
 */
const LIST_REPLY_SQL = `(n.reply_id IS NULL
  OR EXISTS (SELECT 1 FROM notes lr WHERE lr.id = n.reply_id AND (lr.user_id = n.user_id OR lr.user_id = @viewerId))
  OR EXISTS (SELECT 1 FROM user_list_memberships lw
    WHERE lw.user_list_id = @listId AND lw.user_id = n.user_id AND lw.with_replies = 1))`;

/** The renoted note's author, for the include* filters (which only ever drop pure renotes). */
const RENOTED_AUTHOR_SQL = '(SELECT rn.user_id FROM notes rn WHERE rn.id = n.renote_id)';

/**
 * A page of the list's timeline for its owner. Visibility (and, through queryNotes, mutes and
 * blocks) is applied as on every other timeline.
 */
export function listTimeline(
  ctx: InstanceContext,
  viewer: UserRow,
  list: UserListRow,
  options: ListTimelineOptions,
  page: PageParams,
): entities.Note[] {
  const where = [BY_MEMBER_SQL, LIST_REPLY_SQL];
  if (!options.includeMyRenotes) where.push(`NOT (n.user_id = @viewerId AND ${PURE_RENOTE_SQL})`);
  if (!options.includeRenotedMyNotes) {
    where.push(`NOT (${PURE_RENOTE_SQL} AND ${RENOTED_AUTHOR_SQL} = @viewerId)`);
  }
  if (!options.includeLocalRenotes) {
    where.push(`NOT (${PURE_RENOTE_SQL} AND EXISTS (SELECT 1 FROM users ru
      WHERE ru.id = ${RENOTED_AUTHOR_SQL} AND ru.host IS NULL))`);
  }
  return queryNotes(
    ctx,
    viewer,
    { where, params: { listId: list.id }, withRenotes: options.withRenotes, withFiles: options.withFiles },
    page,
  );
}
