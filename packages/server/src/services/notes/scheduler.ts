import { ApiError, commonErrors } from '../../api/errors.js';
import type { InstanceContext } from '../context.js';
import { resolveAttachableFiles } from '../drive/notes.js';
import { createNotification } from '../notifications.js';
import { jobCounter } from '../server-stats/jobs.js';
import { createNote } from './create.js';
import { prepareNote } from './prepare.js';
import {
  dueScheduledNotes,
  nextScheduledAt,
  packScheduledAsDraft,
  type ScheduledNoteRow,
} from './schedule.js';

/** setTimeout keeps a 32-bit delay; a note further away re-arms on the way. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export interface SchedulerOptions {
  /** Where a failure that is not the note's own fault is reported (never thrown into a timer). */
  onError?: (err: unknown) => void;
}

/**
 * Publishes scheduled notes at their time: one timer for the next due note, re-armed whenever
 * the set changes (no polling). Starting publishes at once whatever fell due while the server
 * was down.
 */
class NoteScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running = true;

  constructor(
    private readonly ctx: InstanceContext,
    private readonly options: SchedulerOptions,
  ) {}

  stop(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  rearm(): void {
    if (!this.running) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const next = nextScheduledAt(this.ctx);
    if (next === null) return;
    const delay = Math.min(Math.max(0, next - Date.now()), MAX_DELAY_MS);
    this.timer = setTimeout(() => this.publishDue(), delay);
    // The server's socket keeps the process alive; a waiting note alone should not.
    this.timer.unref();
  }

  publishDue(): void {
    this.timer = null;
    if (!this.running) return;
    try {
      for (const row of dueScheduledNotes(this.ctx, Date.now())) {
        // Off the schedule first: a note is published at most once, even if posting throws.
        this.ctx.db.prepare('UPDATE note_drafts SET is_actually_scheduled = 0 WHERE id = ?').run(row.id);
        jobCounter(this.ctx, 'scheduledNote').ran();
        publishScheduledNote(this.ctx, row, this.options);
      }
    } catch (err) {
      this.options.onError?.(err);
    }
    this.rearm();
  }
}

/** Posts one scheduled note now, through the same checks and path as notes/create. */
function publishScheduledNote(ctx: InstanceContext, row: ScheduledNoteRow, options: SchedulerOptions): void {
  const owner = ctx.users.findById(row.userId);
  if (!owner || owner.isDeleted) return;
  try {
    if (owner.isSuspended) throw new ApiError(commonErrors.suspended);
    // A file deleted since scheduling makes the note fail rather than appear without it.
    const fileIds = resolveAttachableFiles(ctx, owner, row.params.fileIds).map((f) => f.id);
    const input = prepareNote(ctx, owner, row.params, fileIds);
    const note = createNote(ctx, owner, input);
    ctx.db.prepare('DELETE FROM note_drafts WHERE id = ?').run(row.id);
    createNotification(ctx, owner.id, 'scheduledNotePosted', { noteId: note.id });
  } catch (err) {
    // The note can no longer be posted as written (its reply target is gone, a policy changed…):
    // it stays among the author's drafts, unscheduled, and the notification carries it, so
    // nothing they wrote is lost.
    if (!(err instanceof ApiError)) options.onError?.(err);
    // The admin queue lists it as postScheduledNote's failed job, with why, until it is retried,
    // removed, rescheduled or deleted.
    ctx.db
      .prepare('UPDATE note_drafts SET post_error = ?, post_failed_at = ? WHERE id = ?')
      .run(failureReason(err), Date.now(), row.id);
    createNotification(ctx, owner.id, 'scheduledNotePostFailed', {
      noteDraft: packScheduledAsDraft(ctx, { ...row, isActuallyScheduled: false }, owner),
    });
  }
}

/** Why posting failed, as the admin reads it: the API error's code and message, or the error's message. */
function failureReason(err: unknown): string {
  if (err instanceof ApiError) return `${err.code}: ${err.message}`;
  return err instanceof Error ? err.message : String(err);
}

const schedulers = new WeakMap<InstanceContext, NoteScheduler>();

/** Starts the instance's scheduler (publishing anything overdue right away). */
export function startNoteScheduler(ctx: InstanceContext, options: SchedulerOptions = {}): void {
  schedulers.get(ctx)?.stop();
  const scheduler = new NoteScheduler(ctx, options);
  schedulers.set(ctx, scheduler);
  scheduler.publishDue();
}

export function stopNoteScheduler(ctx: InstanceContext): void {
  schedulers.get(ctx)?.stop();
  schedulers.delete(ctx);
}

/** Scheduled notes changed: aim the timer at the next due one. */
export function rearmNoteScheduler(ctx: InstanceContext): void {
  schedulers.get(ctx)?.rearm();
}
