import type { entities } from 'misskey-js';
import { PURE_RENOTE_SQL } from '../../db/notes.js';
import type { InstanceContext } from '../context.js';
import { type RelationSqlOptions, relationFilterOf, relationSql } from '../relations/index.js';
import { packNoteIds } from './pack.js';
import { type Viewer, visibilitySql } from './visibility.js';

export interface PageParams {
  limit?: number;
  sinceId?: string;
  untilId?: string;
  sinceDate?: number;
  untilDate?: number;
}

/** Paging parameters every list endpoint takes, as Misskey declares them. */
export const pageParamDef = {
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  sinceId: { type: 'string' },
  untilId: { type: 'string' },
  sinceDate: { type: 'integer' },
  untilDate: { type: 'integer' },
} as const;

export interface NoteQuery {
  /** Conditions on the notes alias `n` (joined by AND); may use named parameters. */
  where: string[];
  params?: Record<string, unknown>;
  /** Filters of the timeline endpoints' with* flags. */
  withRenotes?: boolean;
  withFiles?: boolean;
  /** How mutes and blocks apply (services/relations); they always do for a signed-in viewer. */
  relations?: RelationSqlOptions;
}

/**
 * Notes matching `query` that `viewer` may see, a page at a time. Newest first; with only
 * sinceId (or sinceDate) the page is the oldest notes after it, oldest first, as Misskey's
 * pagination answers it, so a client can walk forward without gaps.
 */
export function queryNotes(
  ctx: InstanceContext,
  viewer: Viewer,
  query: NoteQuery,
  page: PageParams,
): entities.Note[] {
  const where = [...query.where, visibilitySql(viewer, 'n', ctx.db)];
  // A suspended author's notes leave every timeline (Misskey's suspension).
  where.push('NOT EXISTS (SELECT 1 FROM users su WHERE su.id = n.user_id AND su.is_suspended = 1)');
  const params: Record<string, unknown> = { ...query.params, viewerId: viewer?.id ?? null };
  const relations = relationSql(relationFilterOf(ctx.db, viewer?.id ?? null), query.relations);
  where.push(...relations.where);
  Object.assign(params, relations.params);
  if (query.withRenotes === false) where.push(`NOT ${PURE_RENOTE_SQL}`);
  if (query.withFiles) where.push("n.file_ids != '[]'");
  if (page.sinceId !== undefined) {
    where.push('n.id > @sinceId');
    params.sinceId = page.sinceId;
  }
  if (page.untilId !== undefined) {
    where.push('n.id < @untilId');
    params.untilId = page.untilId;
  }
  if (page.sinceDate !== undefined) {
    where.push('n.created_at > @sinceDate');
    params.sinceDate = new Date(page.sinceDate).toISOString();
  }
  if (page.untilDate !== undefined) {
    where.push('n.created_at < @untilDate');
    params.untilDate = new Date(page.untilDate).toISOString();
  }
  const ascending =
    (page.sinceId !== undefined || page.sinceDate !== undefined) &&
    page.untilId === undefined &&
    page.untilDate === undefined;
  const limit = page.limit ?? 10;
  // Hidden pure renotes are dropped after packing, so fetch a little more to fill the page.
  // Only ids are read here: the notes themselves mostly come from the note cache (pack.ts).
  const out: entities.Note[] = [];
  let cursor: string | null = null;
  for (let round = 0; round < 5 && out.length < limit; round++) {
    const want = limit - out.length;
    const conds = [...where];
    if (cursor !== null) conds.push(ascending ? 'n.id > @cursor' : 'n.id < @cursor');
    const ids = ctx.db
      .prepare(
        `SELECT n.id FROM notes n WHERE ${conds.join(' AND ')}
         ORDER BY n.id ${ascending ? 'ASC' : 'DESC'} LIMIT @limit`,
      )
      .pluck()
      .all({ ...params, cursor, limit: want }) as string[];
    if (ids.length === 0) break;
    out.push(...packNoteIds(ctx, ids, viewer));
    cursor = ids[ids.length - 1] ?? null;
    if (ids.length < want) break;
  }
  return out.slice(0, limit);
}

/** Replies of followed users to others are left out of home-like timelines (Misskey's default). */
export const HOME_REPLY_FILTER_SQL = `(n.reply_id IS NULL OR EXISTS (SELECT 1 FROM notes hr WHERE hr.id = n.reply_id
  AND (hr.user_id = n.user_id OR hr.user_id = @viewerId)))`;

/** Replies are shown on local/hybrid timelines only when withReplies, except self-replies. */
export const SELF_REPLY_ONLY_SQL = `(n.reply_id IS NULL OR EXISTS (SELECT 1 FROM notes sr WHERE sr.id = n.reply_id
  AND sr.user_id = n.user_id))`;

export const FOLLOWED_OR_SELF_SQL = `(n.user_id = @viewerId OR EXISTS (SELECT 1 FROM following tf
  WHERE tf.follower_id = @viewerId AND tf.followee_id = n.user_id))`;

/** Public notes of this instance's users, outside channels. */
export const LOCAL_PUBLIC_SQL = `(n.visibility = 'public' AND n.channel_id IS NULL
  AND EXISTS (SELECT 1 FROM users lu WHERE lu.id = n.user_id AND lu.host IS NULL))`;
