import type { InstanceContext } from '../context.js';
import { rearmNoteScheduler } from '../notes/scheduler.js';
import { deleteDelivery } from '../webhooks/delivery-log.js';
import { promoteDelayedDeliveries } from '../webhooks/durable.js';
import { webhookDeliveryJobs } from './webhook-jobs.js';

/** Misskey's queue names (misskey-js `admin/queue/*`'s `queue` parameter). */
export const QUEUE_NAMES = [
  'system',
  'endedPollNotification',
  'postScheduledNote',
  'deliver',
  'inbox',
  'db',
  'relationship',
  'objectStorage',
  'userWebhookDeliver',
  'systemWebhookDeliver',
] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/** Bull's job states as Misskey's admin/queue/jobs filters them. */
export const JOB_STATES = ['active', 'wait', 'delayed', 'completed', 'failed', 'paused'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** Misskey's QueueJob, as far as this instance has the facts (no logs, no stack traces). */
export interface QueueJob {
  id: string;
  name: string;
  data: Record<string, unknown>;
  opts: Record<string, unknown>;
  timestamp: number;
  processedOn?: number;
  finishedOn?: number;
  progress: Record<string, unknown>;
  attempts: number;
  delay: number;
  failedReason: string;
  stacktrace: string[];
  returnValue: Record<string, unknown>;
  isFailed: boolean;
}

/** A listed job with the state it was found in (the state is not part of Misskey's shape). */
export interface FoundJob {
  state: JobState;
  job: QueueJob;
}

export type QueueCounts = Record<JobState | 'prioritized' | 'waiting-children', number>;

/**
 * The instance has no queue service (Misskey's is BullMQ on Redis): its background work is
 * kept where it happens. Three kinds are rows the admin can list and act on, under Misskey's
 * queue names: scheduled notes (`note_drafts` on the schedule: `postScheduledNote`, delayed until
 * their time, waiting once due, failed when posting failed), exports and imports (`user_jobs`:
 * `db`) and webhook deliveries (`webhook_deliveries`: `userWebhookDeliver`,
 * `systemWebhookDeliver`); every other queue is empty here.
 */
export function jobsOf(ctx: InstanceContext, queue: QueueName, now = Date.now()): FoundJob[] {
  if (queue === 'postScheduledNote') return scheduledNoteJobs(ctx, now);
  if (queue === 'db') return userJobs(ctx);
  if (queue === 'userWebhookDeliver' || queue === 'systemWebhookDeliver')
    return webhookDeliveryJobs(ctx, queue);
  return [];
}

interface DraftRow {
  id: string;
  user_id: string;
  created_at: string;
  scheduled_at: number;
  is_actually_scheduled: number;
  post_error: string | null;
  post_failed_at: number | null;
}

function scheduledNoteJobs(ctx: InstanceContext, now: number): FoundJob[] {
  const rows = ctx.db
    .prepare(
      `SELECT id, user_id, created_at, scheduled_at, is_actually_scheduled, post_error, post_failed_at
       FROM note_drafts WHERE is_actually_scheduled = 1 OR post_error IS NOT NULL ORDER BY scheduled_at, id`,
    )
    .all() as DraftRow[];
  return rows.map((row): FoundJob => {
    const timestamp = Date.parse(row.created_at);
    const job: QueueJob = {
      ...blankJob(row.id, 'postScheduledNote', timestamp),
      // Misskey's postScheduledNote job carries the draft's id; the author is added so the
      // admin can tell whose it is without opening the draft (its text stays private).
      data: { noteDraftId: row.id, userId: row.user_id },
      delay: Math.max(0, row.scheduled_at - timestamp),
      opts: { delay: Math.max(0, row.scheduled_at - timestamp) },
    };
    // A note that could not be posted stays failed (with why) until retried, removed or edited.
    if (row.is_actually_scheduled === 0 && row.post_failed_at !== null) {
      return {
        state: 'failed',
        job: {
          ...job,
          processedOn: row.post_failed_at,
          finishedOn: row.post_failed_at,
          attempts: 1,
          failedReason: row.post_error ?? '',
          isFailed: true,
        },
      };
    }
    return { state: row.scheduled_at > now ? 'delayed' : 'wait', job };
  });
}

interface UserJobRow {
  id: string;
  user_id: string;
  kind: string;
  state: 'running' | 'completed' | 'failed';
  done: number;
  total: number;
  error: string | null;
  created_at: string;
  updated_at: string;
}

/** Misskey's db-queue job names for this instance's `kind`s (`export:note`, `import:following`…). */
const DB_JOB_NAMES: Record<string, string> = {
  'export:note': 'exportNotes',
  'export:following': 'exportFollowing',
  'export:muting': 'exportMuting',
  'export:blocking': 'exportBlocking',
  'export:userList': 'exportUserLists',
  'export:antenna': 'exportAntennas',
  'export:clip': 'exportClips',
  'export:favorite': 'exportFavorites',
  'export:customEmoji': 'exportCustomEmojis',
  'import:following': 'importFollowing',
  'import:muting': 'importMuting',
  'import:blocking': 'importBlocking',
  'import:userList': 'importUserLists',
  'import:antenna': 'importAntennas',
  'import:customEmoji': 'importCustomEmojis',
};

function userJobs(ctx: InstanceContext): FoundJob[] {
  const rows = ctx.db
    .prepare('SELECT * FROM user_jobs ORDER BY created_at DESC, id DESC')
    .all() as UserJobRow[];
  return rows.map((row) => {
    const timestamp = Date.parse(row.created_at);
    const finished = row.state === 'running' ? undefined : Date.parse(row.updated_at);
    return {
      state: row.state === 'running' ? 'active' : row.state,
      job: {
        ...blankJob(row.id, DB_JOB_NAMES[row.kind] ?? row.kind, timestamp),
        data: { user: { id: row.user_id }, done: row.done, total: row.total },
        processedOn: timestamp,
        ...(finished === undefined ? {} : { finishedOn: finished }),
        attempts: 1,
        failedReason: row.error ?? '',
        isFailed: row.state === 'failed',
      },
    };
  });
}

function blankJob(id: string, name: string, timestamp: number): QueueJob {
  return {
    id,
    name,
    data: {},
    opts: {},
    timestamp,
    progress: {},
    attempts: 0,
    delay: 0,
    failedReason: '',
    stacktrace: [],
    returnValue: {},
    isFailed: false,
  };
}

/** admin/queue/jobs: the queue's jobs in any of the states, those whose id or data hold `search`. */
export function listJobs(
  ctx: InstanceContext,
  queue: QueueName,
  states: readonly JobState[],
  search?: string,
): QueueJob[] {
  const needle = search?.trim().toLowerCase();
  return jobsOf(ctx, queue)
    .filter((found) => states.includes(found.state))
    .map((found) => found.job)
    .filter(
      (job) =>
        !needle ||
        job.id.toLowerCase().includes(needle) ||
        job.name.toLowerCase().includes(needle) ||
        JSON.stringify(job.data).toLowerCase().includes(needle),
    );
}

/** Counts by state. */
export function countJobs(ctx: InstanceContext, queue: QueueName): QueueCounts {
  const counts: QueueCounts = {
    active: 0,
    wait: 0,
    delayed: 0,
    completed: 0,
    failed: 0,
    paused: 0,
    prioritized: 0,
    'waiting-children': 0,
  };
  for (const found of jobsOf(ctx, queue)) counts[found.state]++;
  return counts;
}

export function findJob(ctx: InstanceContext, queue: QueueName, jobId: string): FoundJob | null {
  return jobsOf(ctx, queue).find((found) => found.job.id === jobId) ?? null;
}

/**
 * Takes a job out of its queue. A scheduled note comes off the schedule (or, failed, off the
 * failed list) and stays among its author's drafts (nothing they wrote is lost); a finished
 * export or import record and a webhook delivery not being sent are deleted. Returns false when
 * the job is running (it cannot be taken back half done).
 */
export function removeJob(ctx: InstanceContext, queue: QueueName, found: FoundJob): boolean {
  if (found.state === 'active') return false;
  if (queue === 'postScheduledNote') {
    ctx.db
      .prepare(
        'UPDATE note_drafts SET is_actually_scheduled = 0, post_error = NULL, post_failed_at = NULL WHERE id = ?',
      )
      .run(found.job.id);
    rearmNoteScheduler(ctx);
  } else if (queue === 'db') {
    ctx.db.prepare("DELETE FROM user_jobs WHERE id = ? AND state <> 'running'").run(found.job.id);
  } else if (queue === 'userWebhookDeliver' || queue === 'systemWebhookDeliver') {
    deleteDelivery(ctx.db, found.job.id);
  }
  return true;
}

/** admin/queue/clear: removes every job of the queue in the state ('*': all that may be removed). */
export function clearJobs(
  ctx: InstanceContext,
  queue: QueueName,
  state: JobState | '*' | 'prioritized',
): number {
  let removed = 0;
  for (const found of jobsOf(ctx, queue)) {
    if (state !== '*' && found.state !== state) continue;
    if (removeJob(ctx, queue, found)) removed++;
  }
  return removed;
}

/**
 * admin/queue/promote-jobs: delayed jobs run now — scheduled notes are posted at once, webhook
 * deliveries waiting for a retry make their next attempt.
 */
export function promoteJobs(ctx: InstanceContext, queue: QueueName, now = Date.now()): number {
  if (queue === 'userWebhookDeliver' || queue === 'systemWebhookDeliver')
    return promoteDelayedDeliveries(ctx, queue);
  if (queue !== 'postScheduledNote') return 0;
  const changes = ctx.db
    .prepare('UPDATE note_drafts SET scheduled_at = ? WHERE is_actually_scheduled = 1 AND scheduled_at > ?')
    .run(now, now).changes;
  if (changes > 0) rearmNoteScheduler(ctx);
  return changes;
}
