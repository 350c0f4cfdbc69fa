import type * as Misskey from 'misskey-js';

export type QueueName = Misskey.entities.AdminQueueQueuesResponse[number]['name'];
export type QueueJob = Misskey.entities.QueueJob;

/** The states a job list can show, in the order the page offers them. */
export const JOB_STATES = ['delayed', 'wait', 'active', 'failed', 'completed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** The figures the queue table shows, in its column order (Misskey's count keys). */
export const COUNT_COLUMNS = ['wait', 'active', 'delayed', 'failed', 'completed'] as const;

/** What a job may still have done to it: a running one can be neither retried nor removed. */
export function jobActions(state: JobState): { retry: boolean; remove: boolean } {
  return { retry: state === 'failed', remove: state !== 'active' };
}

/** When a delayed job is due (Bull's timestamp plus its delay). */
export function dueAt(job: Pick<QueueJob, 'timestamp' | 'delay'>): number {
  return job.timestamp + job.delay;
}

/** The job's data in one line, shortened: it may be a whole activity on a federating server. */
export function dataSummary(data: unknown, max = 240): string {
  let text: string;
  try {
    text = JSON.stringify(data) ?? '';
  } catch {
    text = '';
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The queue to show first: the first with work in it, else the first listed. */
export function firstBusyQueue(
  queues: readonly { name: QueueName; counts: Record<string, number> }[],
): QueueName | null {
  const busy = queues.find((q) => COUNT_COLUMNS.some((c) => c !== 'completed' && (q.counts[c] ?? 0) > 0));
  return busy?.name ?? queues[0]?.name ?? null;
}
