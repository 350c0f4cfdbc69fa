import type { InstanceContext } from '../context.js';

/**
 * The instance's own background work, counted for the `queueStats` channel. There is no job
 * queue service here (Misskey's is Bull on Redis): each kind of work bumps its counter where it
 * happens. Counting is a few integer operations, done whether or not anyone watches.
 */
export const JOB_KINDS = [
  'userWebhookDeliver',
  'systemWebhookDeliver',
  'scheduledNote',
  'thumbnail',
  'antenna',
  'sensitiveDetection',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export class JobCounter {
  private startedSinceTick = 0;
  /** Jobs running now. */
  active = 0;
  /** Jobs waiting for a set time (a retry, a scheduled note's hour). */
  delayed = 0;

  /** A job begins; call the returned function once when it ends (either way). */
  begin(): () => void {
    this.startedSinceTick++;
    this.active++;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.active--;
    };
  }

  /** A job that starts and ends within the caller's own step (nothing runs in between). */
  ran(): void {
    this.startedSinceTick++;
  }

  /** A job waits until a later time; call the returned function when the wait is over. */
  wait(): () => void {
    this.delayed++;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.delayed--;
    };
  }

  /** Jobs begun since the previous call (Misskey's `activeSincePrevTick`). */
  takeStarted(): number {
    const started = this.startedSinceTick;
    this.startedSinceTick = 0;
    return started;
  }
}

const counters = new WeakMap<InstanceContext, Map<JobKind, JobCounter>>();

/** The instance's counter for one kind of job. */
export function jobCounter(ctx: InstanceContext, kind: JobKind): JobCounter {
  let byKind = counters.get(ctx);
  if (!byKind) {
    byKind = new Map();
    counters.set(ctx, byKind);
  }
  let counter = byKind.get(kind);
  if (!counter) {
    counter = new JobCounter();
    byKind.set(kind, counter);
  }
  return counter;
}
