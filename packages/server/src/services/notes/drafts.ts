import type { ApiErrorDef } from '../../api/errors.js';
import { ApiError } from '../../api/errors.js';
import { findNote } from '../../db/notes.js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { resolveAttachableFiles } from '../drive/notes.js';
import { genId } from '../ids.js';
import { noteErrors } from './note-errors.js';
import { policiesOf } from './policies.js';
import { assertMayPost, type NoteParams } from './prepare.js';
import { assertMaySchedule, countDrafts, type ScheduledNoteRow } from './schedule.js';

/** notes/drafts/create and update's errors beyond notes/create's (Misskey's ids). */
export const draftErrors = {
  tooManyDrafts: {
    message: 'You cannot create drafts any more.',
    code: 'TOO_MANY_DRAFTS',
    id: '9ee33bbe-fde3-4c71-9b51-e50492c6b9c8',
  },
  scheduledAtRequired: {
    message: 'scheduledAt is required when isActuallyScheduled is true.',
    code: 'SCHEDULED_AT_REQUIRED',
    id: '15e28a55-e74c-4d65-89b7-8880cdaaa87d',
  },
  noSuchNoteDraft: {
    message: 'No such note draft.',
    code: 'NO_SUCH_NOTE_DRAFT',
    id: '49cd6b9d-848e-41ee-b0b9-adaca711a6b1',
  },
  accessDenied: {
    message: 'Access denied.',
    code: 'ACCESS_DENIED',
    id: '56f35758-7dd5-468b-8439-5d6fb8ec9b8e',
  },
} as const satisfies Record<string, ApiErrorDef>;

/** What notes/drafts/create and update accept (after schema validation). */
export type DraftInput = NoteParams & {
  hashtag?: string | null;
  scheduledAt?: number | null;
  isActuallyScheduled?: boolean;
};

/**
 * Turns draft parameters into a stored draft, as Misskey 2026 does: a plain draft may be
 * unfinished (empty text, one poll choice), but what it points at must exist; a draft put on
 * the schedule (isActuallyScheduled) must be a note that could be posted at its time.
 */
export function buildDraft(
  ctx: InstanceContext,
  user: UserRow,
  ps: DraftInput,
  existing: ScheduledNoteRow | null,
): ScheduledNoteRow {
  assertMayPost(ctx, user);
  const fileIds = resolveAttachableFiles(ctx, user, ps.fileIds ?? []).map((f) => f.id);
  const { isActuallyScheduled, scheduledAt, hashtag, ...noteParams } = ps;
  const params = { ...noteParams, hashtag: hashtag ?? null, fileIds };

  if (isActuallyScheduled) {
    if (scheduledAt == null) throw new ApiError(draftErrors.scheduledAtRequired);
    assertMaySchedule(ctx, user, params, fileIds, scheduledAt, existing);
  } else {
    if (ps.replyId && !findNote(ctx.db, ps.replyId)) throw new ApiError(noteErrors.noSuchReplyTarget);
    if (ps.renoteId && !findNote(ctx.db, ps.renoteId)) throw new ApiError(noteErrors.noSuchRenoteTarget);
    if (typeof ps.poll?.expiresAt === 'number' && ps.poll.expiresAt < Date.now()) {
      throw new ApiError(noteErrors.cannotCreateAlreadyExpiredPoll);
    }
  }
  if (!existing && countDrafts(ctx, user.id) >= policiesOf(user, ctx).noteDraftLimit) {
    throw new ApiError(draftErrors.tooManyDrafts);
  }
  return {
    id: existing?.id ?? genId(),
    userId: user.id,
    createdAt: existing?.createdAt ?? new Date().toISOString(),
    scheduledAt: scheduledAt ?? null,
    isActuallyScheduled: isActuallyScheduled ?? false,
    params,
  };
}
