import type { InstanceContext } from '../context.js';
import type { JobCounter } from '../server-stats/jobs.js';
import { type AttemptResult, postDelivery } from './deliver.js';
import { type DeliveryQueue, findDelivery, markAttempt, markDelayed, markFinished } from './delivery-log.js';

/** One delivery's run: its record in `webhook_deliveries` and what each attempt sends. */
export interface DeliveryRun {
  /** The delivery's record (delivery-log.ts). */
  id: string;
  url: string;
  hookId: string;
  secret: string;
  /** The JSON body, already serialised (a retry sends the very same one, as Misskey's job). */
  body: string;
  maxAttempts: number;
  /** The waits before the second, third… attempt. */
  retryDelays: readonly number[];
  /** False once the webhook is deleted or switched off: it gets no more attempts. */
  stillActive: () => boolean;
  /** Keeps the attempt's status on the webhook (`latestStatus`; 1 when there was no answer). */
  recordStatus: (status: number) => void;
  /** The `queueStats` counter the attempts and waits show in, if the queue has one. */
  counter?: JobCounter;
}

/**
 * Sends a delivery until it is answered, refused for good or out of attempts, writing each
 * step to its record so the admin queue's counts and failed jobs survive a restart. A record
 * the admin removed while the delivery waited stops it.
 */
export async function runDelivery(ctx: InstanceContext, run: DeliveryRun): Promise<void> {
  const request = { url: run.url, hookId: run.hookId, secret: run.secret, body: run.body };
  for (let attempt = 1; ; attempt++) {
    if (!quietly(() => markAttempt(ctx.db, run.id), false)) return;
    const end = run.counter?.begin();
    const result = await postDelivery(ctx.config, request).finally(() => end?.());
    quietly(() => run.recordStatus('status' in result ? result.status : 1), undefined);
    const error = failureOf(result);
    if (error === null) {
      quietly(() => markFinished(ctx.db, run.id, null), undefined);
      return;
    }
    const delay = run.retryDelays[attempt - 1];
    if (!isRetryable(result) || attempt >= run.maxAttempts || delay === undefined) {
      quietly(() => markFinished(ctx.db, run.id, error), undefined);
      return;
    }
    quietly(() => markDelayed(ctx.db, run.id, error), undefined);
    const waited = run.counter?.wait();
    await waitOrPromotion(ctx, run.id, delay).finally(() => waited?.());
    if (!quietly(run.stillActive, false)) {
      quietly(() => markFinished(ctx.db, run.id, error), undefined);
      return;
    }
  }
}

/** The deliveries waiting for their next attempt, each with what ends its wait at once. */
const waiting = new WeakMap<InstanceContext, Map<string, () => void>>();

function waitOrPromotion(ctx: InstanceContext, id: string, delay: number): Promise<void> {
  let byId = waiting.get(ctx);
  if (!byId) {
    byId = new Map();
    waiting.set(ctx, byId);
  }
  const waits = byId;
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      waits.delete(id);
      resolve();
    }, delay).unref();
    waits.set(id, () => {
      clearTimeout(timer);
      waits.delete(id);
      resolve();
    });
  });
}

/**
 * admin/queue/promote-jobs for a webhook queue: every delivery of the queue waiting for its
 * next attempt makes it now (Misskey promotes the queue's delayed jobs). Returns how many.
 */
export function promoteDelayedDeliveries(ctx: InstanceContext, queue: DeliveryQueue): number {
  const waits = waiting.get(ctx);
  if (!waits) return 0;
  let promoted = 0;
  for (const [id, wake] of [...waits]) {
    const record = findDelivery(ctx.db, id);
    if (record?.queue !== queue || record.state !== 'delayed') continue;
    wake();
    promoted++;
  }
  return promoted;
}

/** Runs a database step; the database may have closed under a delivery (the app shut down). */
function quietly<T>(step: () => T, fallback: T): T {
  try {
    return step();
  } catch {
    return fallback;
  }
}

/** Why the attempt did not deliver (the failed job's reason), or null when it did. */
function failureOf(result: AttemptResult): string | null {
  if (!('status' in result)) return result.error;
  return result.status >= 200 && result.status < 300 ? null : `HTTP ${result.status}`;
}

/** Misskey retries no answer, 5xx, 408 and 429; a refused target or another 4xx is final. */
export function isRetryable(result: AttemptResult): boolean {
  if (!('status' in result))
    return !result.error.startsWith('refused') && result.error !== 'not an http(s) URL';
  const { status } = result;
  if (status >= 200 && status < 300) return false;
  return status >= 500 || status === 408 || status === 429;
}
