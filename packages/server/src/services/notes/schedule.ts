import type { entities } from 'misskey-js';
import { ApiError } from '../../api/errors.js';
import { findNote } from '../../db/notes.js';
import { type PageWindow, pageWindowConditions } from '../../db/paging.js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { packNoteFiles } from '../drive/notes.js';
import { genId } from '../ids.js';
import { packUserLite } from '../user-packer.js';
import { noteErrors } from './note-errors.js';
import { packNoteFor } from './pack.js';
import { policiesOf } from './policies.js';
import { type NoteParams, prepareNote } from './prepare.js';
import { rearmNoteScheduler } from './scheduler.js';

/** What a draft keeps: the notes/create parameters, its files and Misskey's draft hashtag. */
export type ScheduledParams = NoteParams & { fileIds: string[]; hashtag?: string | null };

/** A draft (Misskey 2026's NoteDraft); a scheduled note is one with isActuallyScheduled. */
export interface ScheduledNoteRow {
  id: string;
  userId: string;
  createdAt: string;
  /** Epoch milliseconds; null for a draft without a time. */
  scheduledAt: number | null;
  isActuallyScheduled: boolean;
  params: ScheduledParams;
}

interface RawDraft {
  id: string;
  user_id: string;
  created_at: string;
  scheduled_at: number | null;
  is_actually_scheduled: number;
  params: string;
}

function toRow(raw: RawDraft): ScheduledNoteRow {
  let params: ScheduledParams = { fileIds: [] };
  try {
    params = JSON.parse(raw.params) as ScheduledParams;
  } catch {
    // A row that cannot be read is published as failed (prepareNote refuses empty content).
  }
  return {
    id: raw.id,
    userId: raw.user_id,
    createdAt: raw.created_at,
    scheduledAt: raw.scheduled_at,
    isActuallyScheduled: raw.is_actually_scheduled === 1,
    params: { ...params, fileIds: Array.isArray(params.fileIds) ? params.fileIds : [] },
  };
}

export function findDraft(ctx: InstanceContext, id: string): ScheduledNoteRow | null {
  const raw = ctx.db.prepare('SELECT * FROM note_drafts WHERE id = ?').get(id) as RawDraft | undefined;
  return raw ? toRow(raw) : null;
}

export function countDrafts(ctx: InstanceContext, userId: string): number {
  return (
    ctx.db.prepare('SELECT COUNT(*) AS n FROM note_drafts WHERE user_id = ?').get(userId) as { n: number }
  ).n;
}

export function countScheduledNotes(ctx: InstanceContext, userId: string): number {
  return (
    ctx.db
      .prepare('SELECT COUNT(*) AS n FROM note_drafts WHERE user_id = ? AND is_actually_scheduled = 1')
      .get(userId) as { n: number }
  ).n;
}

/** Scheduled notes due at `now` or earlier, oldest time first. */
export function dueScheduledNotes(ctx: InstanceContext, now: number): ScheduledNoteRow[] {
  return (
    ctx.db
      .prepare(
        'SELECT * FROM note_drafts WHERE is_actually_scheduled = 1 AND scheduled_at <= ? ORDER BY scheduled_at, id',
      )
      .all(now) as RawDraft[]
  ).map(toRow);
}

/** When the next scheduled note is due (epoch ms), or null when none is waiting. */
export function nextScheduledAt(ctx: InstanceContext): number | null {
  const row = ctx.db
    .prepare('SELECT MIN(scheduled_at) AS t FROM note_drafts WHERE is_actually_scheduled = 1')
    .get() as { t: number | null };
  return row.t;
}

/**
 * The user's drafts, newest first, paged like Misskey's lists. `scheduled`: true for the
 * scheduled ones only, false for the others, null or undefined for all.
 */
export function listDrafts(
  ctx: InstanceContext,
  userId: string,
  page: PageWindow & { limit: number; scheduled?: boolean | null },
): ScheduledNoteRow[] {
  const window = pageWindowConditions(page);
  const where = ['user_id = ?', ...window.conditions];
  if (page.scheduled === true) where.push('is_actually_scheduled = 1');
  if (page.scheduled === false) where.push('is_actually_scheduled = 0');
  return (
    ctx.db
      .prepare(`SELECT * FROM note_drafts WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT ?`)
      .all(userId, ...window.args, page.limit) as RawDraft[]
  ).map(toRow);
}

/** The user's scheduled notes, newest first (the forks' notes/schedule/list). */
export function listScheduledNotes(
  ctx: InstanceContext,
  userId: string,
  page: { limit: number; sinceId?: string; untilId?: string },
): ScheduledNoteRow[] {
  return listDrafts(ctx, userId, { ...page, scheduled: true });
}

/** Stores a new draft (or scheduled note) and re-aims the scheduler. */
export function insertDraft(ctx: InstanceContext, row: ScheduledNoteRow): void {
  ctx.db
    .prepare(
      `INSERT INTO note_drafts (id, user_id, created_at, scheduled_at, is_actually_scheduled, params)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(
      row.id,
      row.userId,
      row.createdAt,
      row.scheduledAt,
      row.isActuallyScheduled ? 1 : 0,
      JSON.stringify(row.params),
    );
  rearmNoteScheduler(ctx);
}

/** Replaces a draft's content and time, keeping its id and creation date. */
export function replaceDraft(ctx: InstanceContext, row: ScheduledNoteRow): void {
  ctx.db
    // An edited draft is no longer the failed job it may have been.
    .prepare(
      'UPDATE note_drafts SET scheduled_at = ?, is_actually_scheduled = ?, params = ?, post_error = NULL, post_failed_at = NULL WHERE id = ?',
    )
    .run(row.scheduledAt, row.isActuallyScheduled ? 1 : 0, JSON.stringify(row.params), row.id);
  rearmNoteScheduler(ctx);
}

/**
 * Stores a note to be published at `scheduledAt` (spec 001 §4) after every check posting it
 * now would make, so what is accepted now is what gets posted then, unless something changes
 * meanwhile (the scheduler then reports scheduledNotePostFailed).
 */
export function scheduleNote(
  ctx: InstanceContext,
  user: UserRow,
  params: NoteParams,
  fileIds: readonly string[],
  scheduledAt: number,
): ScheduledNoteRow {
  assertMaySchedule(ctx, user, params, fileIds, scheduledAt, null);
  const row: ScheduledNoteRow = {
    id: genId(),
    userId: user.id,
    createdAt: new Date().toISOString(),
    scheduledAt,
    isActuallyScheduled: true,
    params: { ...params, fileIds: [...fileIds] },
  };
  insertDraft(ctx, row);
  return row;
}

/**
 * The checks for putting a note on the schedule: the policies (canScheduleNote, and
 * scheduledNoteLimit counting the others), a future time, and the note itself as posting it
 * at that time would check it. `replacing` is the draft being rescheduled, not counted.
 */
export function assertMaySchedule(
  ctx: InstanceContext,
  user: UserRow,
  params: NoteParams,
  fileIds: readonly string[],
  scheduledAt: number,
  replacing: ScheduledNoteRow | null,
): void {
  const policies = policiesOf(user, ctx);
  if (!policies.canScheduleNote) throw new ApiError(noteErrors.rolePermissionDenied);
  if (scheduledAt <= Date.now()) throw new ApiError(noteErrors.scheduledAtMustBeInFuture);
  prepareNote(ctx, user, params, fileIds, scheduledAt);
  const others = countScheduledNotes(ctx, user.id) - (replacing?.isActuallyScheduled ? 1 : 0);
  if (others >= policies.scheduledNoteLimit) throw new ApiError(noteErrors.tooManyScheduledNotes);
}

/** Deletes one of the user's scheduled notes; false when there is no such one of theirs. */
export function deleteScheduledNote(ctx: InstanceContext, userId: string, id: string): boolean {
  return deleteDraft(ctx, userId, id);
}

/** Deletes one of the user's drafts (scheduled or not); false when there is no such one of theirs. */
export function deleteDraft(ctx: InstanceContext, userId: string, id: string): boolean {
  const changed = ctx.db
    .prepare('DELETE FROM note_drafts WHERE id = ? AND user_id = ?')
    .run(id, userId).changes;
  if (changed > 0) rearmNoteScheduler(ctx);
  return changed > 0;
}

function relatedNote(ctx: InstanceContext, id: string | null | undefined, viewer: UserRow) {
  if (!id) return null;
  const note = findNote(ctx.db, id);
  return note ? packNoteFor(ctx, note, viewer) : null;
}

function pollOf(params: ScheduledParams) {
  if (!params.poll) return null;
  return {
    choices: params.poll.choices,
    multiple: params.poll.multiple ?? false,
    expiresAt:
      typeof params.poll.expiresAt === 'number' ? new Date(params.poll.expiresAt).toISOString() : null,
  };
}

/**
 * A scheduled note shaped as a Note, flagged `isSchedule` with its `scheduledNoteId` (spec 001
 * §3), dated when it will appear. The composer and the scheduled-notes list show it like one.
 */
export function packScheduledAsNote(
  ctx: InstanceContext,
  row: ScheduledNoteRow,
  owner: UserRow,
): entities.Note & { isSchedule: true; scheduledNoteId: string } {
  const p = row.params;
  const poll = pollOf(p);
  return {
    id: row.id,
    createdAt: new Date(row.scheduledAt ?? Date.parse(row.createdAt)).toISOString(),
    userId: owner.id,
    user: packUserLite(ctx, owner),
    text: p.text ?? null,
    cw: p.cw ?? null,
    visibility: p.visibility ?? 'public',
    localOnly: p.localOnly ?? false,
    reactionAcceptance: p.reactionAcceptance ?? null,
    renoteCount: 0,
    repliesCount: 0,
    reactionCount: 0,
    reactions: {},
    reactionEmojis: {},
    emojis: {},
    fileIds: p.fileIds,
    files: packNoteFiles(ctx, p.fileIds),
    replyId: p.replyId ?? null,
    renoteId: p.renoteId ?? null,
    reply: relatedNote(ctx, p.replyId, owner),
    renote: relatedNote(ctx, p.renoteId, owner),
    ...(p.visibility === 'specified' ? { visibleUserIds: p.visibleUserIds ?? [] } : {}),
    ...(poll
      ? { poll: { ...poll, choices: poll.choices.map((text) => ({ text, votes: 0, isVoted: false })) } }
      : {}),
    isSchedule: true,
    scheduledNoteId: row.id,
  };
}

/** A draft as Misskey 2026's NoteDraft (notes/drafts/*, and scheduledNotePostFailed). */
export function packScheduledAsDraft(
  ctx: InstanceContext,
  row: ScheduledNoteRow,
  owner: UserRow,
): entities.NoteDraft {
  const p = row.params;
  return {
    id: row.id,
    createdAt: row.createdAt,
    text: p.text ?? null,
    cw: p.cw ?? null,
    userId: owner.id,
    user: packUserLite(ctx, owner),
    replyId: p.replyId ?? null,
    renoteId: p.renoteId ?? null,
    visibility: p.visibility ?? 'public',
    visibleUserIds: p.visibleUserIds ?? [],
    fileIds: p.fileIds,
    files: packNoteFiles(ctx, p.fileIds),
    hashtag: p.hashtag ?? null,
    poll: p.poll
      ? {
          choices: p.poll.choices,
          multiple: p.poll.multiple ?? false,
          expiresAt: typeof p.poll.expiresAt === 'number' ? new Date(p.poll.expiresAt).toISOString() : null,
          expiredAfter: p.poll.expiredAfter ?? null,
        }
      : null,
    channelId: null,
    localOnly: p.localOnly ?? false,
    reactionAcceptance: p.reactionAcceptance ?? null,
    scheduledAt: row.scheduledAt,
    isActuallyScheduled: row.isActuallyScheduled,
  };
}
