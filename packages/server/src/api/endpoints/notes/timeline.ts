import type { entities } from 'misskey-js';
import { withFollowedChannels } from '../../../services/channels/timelines.js';
import { homeTimelinePage } from '../../../services/notes/home-pages.js';
import {
  FOLLOWED_OR_SELF_SQL,
  HOME_REPLY_FILTER_SQL,
  pageParamDef,
  queryNotes,
} from '../../../services/notes/timelines.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:account',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    ...pageParamDef,
    includeMyRenotes: { type: 'boolean', default: true },
    includeRenotedMyNotes: { type: 'boolean', default: true },
    includeLocalRenotes: { type: 'boolean', default: true },
    withFiles: { type: 'boolean', default: false },
    withRenotes: { type: 'boolean', default: true },
  },
} as const satisfies ParamDef;

/**
 * The same set as FOLLOWED_OR_SELF_SQL, written so SQLite starts from each followee's notes
 * (index notes_user) and sorts them, instead of walking all notes newest first and testing
 * each. For someone who follows few or quiet accounts the walk reads most of the table (40 ms
 * per page at 100,000 notes; docs/performance.md). Once the followees write a large share of
 * all notes the walk is the cheaper one, hence the limit.
 */
const FOLLOWED_OR_SELF_BY_AUTHOR_SQL =
  '(n.user_id IN (SELECT followee_id FROM following WHERE follower_id = @viewerId UNION ALL SELECT @viewerId))';
const BY_AUTHOR_FOLLOWING_LIMIT = 300;

/**
 * The user's own notes and those of the users they follow, outside channels, and the notes of
 * the channels they follow (as Misskey's home timeline).
 */
export const handler: SignedInHandler<'notes/timeline', entities.Note[]> = (ps, { instance, user }) =>
  homeTimelinePage(instance, user, ps, () => {
    const filters = { withRenotes: ps.withRenotes ?? true, withFiles: ps.withFiles ?? false };
    const authors =
      user.followingCount < BY_AUTHOR_FOLLOWING_LIMIT ? FOLLOWED_OR_SELF_BY_AUTHOR_SQL : FOLLOWED_OR_SELF_SQL;
    return withFollowedChannels(
      instance,
      user,
      () =>
        queryNotes(
          instance,
          user,
          { where: [authors, HOME_REPLY_FILTER_SQL, 'n.channel_id IS NULL'], ...filters },
          ps,
        ),
      [HOME_REPLY_FILTER_SQL],
      filters,
      ps,
    );
  });
