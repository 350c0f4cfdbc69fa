import type { entities } from 'misskey-js';
import type { InstanceContext } from '../context.js';
import { JOB_KINDS, type JobKind, jobCounter } from './jobs.js';
import { Sampler } from './sampler.js';

/** A sample a second, so a short job is seen while it runs (Misskey samples every 10 s). */
export const QUEUE_STATS_INTERVAL_MS = 1000;

type QueueFigures = entities.QueueStats['deliver'];

/**
 * Misskey's `queueStats` sample, plus this instance's own queues. `deliver` and `inbox` are
 * Misskey's ActivityPub queues and stay zero here (no federation). The other keys are ours, in
 * the same four figures, named after Misskey's queue where one exists (`userWebhookDeliver`):
 * a client that knows only Misskey's shape reads `deliver` and `inbox` and ignores the rest.
 */
export type LocalQueueStats = entities.QueueStats & Record<JobKind, QueueFigures>;

const IDLE: QueueFigures = { activeSincePrevTick: 0, active: 0, waiting: 0, delayed: 0 };

function scheduledNoteFigures(ctx: InstanceContext): { waiting: number; delayed: number } {
  const row = ctx.db
    .prepare(
      `SELECT COALESCE(SUM(scheduled_at <= @now), 0) AS due, COALESCE(SUM(scheduled_at > @now), 0) AS later
       FROM note_drafts WHERE is_actually_scheduled = 1`,
    )
    .get({ now: Date.now() }) as { due: number; later: number };
  return { waiting: row.due, delayed: row.later };
}

function figures(ctx: InstanceContext, kind: JobKind): QueueFigures {
  const counter = jobCounter(ctx, kind);
  const own = {
    activeSincePrevTick: counter.takeStarted(),
    active: counter.active,
    waiting: 0,
    delayed: counter.delayed,
  };
  // Scheduled notes wait in the database, not in memory: the notes due and not yet posted are
  // waiting, the later ones delayed.
  return kind === 'scheduledNote' ? { ...own, ...scheduledNoteFigures(ctx) } : own;
}

function queueStatsSampler(ctx: InstanceContext): Sampler<LocalQueueStats> {
  return new Sampler<LocalQueueStats>({
    intervalMs: QUEUE_STATS_INTERVAL_MS,
    immediate: true,
    // Jobs begun while nobody watched are not this tick's.
    begin: () => {
      for (const kind of JOB_KINDS) jobCounter(ctx, kind).takeStarted();
    },
    take: () => {
      const local = Object.fromEntries(JOB_KINDS.map((kind) => [kind, figures(ctx, kind)])) as Record<
        JobKind,
        QueueFigures
      >;
      return { deliver: { ...IDLE }, inbox: { ...IDLE }, ...local };
    },
  });
}

const samplers = new WeakMap<InstanceContext, Sampler<LocalQueueStats>>();

/** The instance's one queue sampler, shared by every `queueStats` subscriber. */
export function queueStats(ctx: InstanceContext): Sampler<LocalQueueStats> {
  let sampler = samplers.get(ctx);
  if (!sampler) {
    sampler = queueStatsSampler(ctx);
    samplers.set(ctx, sampler);
  }
  return sampler;
}
