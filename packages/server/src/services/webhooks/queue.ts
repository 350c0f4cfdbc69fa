import type { InstanceContext } from '../context.js';
import { genId } from '../ids.js';
import { jobCounter } from '../server-stats/jobs.js';
import { type AttemptResult, postDelivery } from './deliver.js';
import { isActiveWebhook, recordDelivery, type WebhookEvent, type WebhookRow } from './repository.js';

/** Waits before the second and third attempt; a failed third attempt is the last. */
const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [10_000, 60_000];

export interface WebhookJob {
  webhook: Pick<WebhookRow, 'id' | 'userId' | 'url' | 'secret'>;
  type: WebhookEvent;
  content: unknown;
  /** At most this many attempts (the test delivery makes one, as Misskey's does). */
  attempts: number;
}

/**
 * An in-process delivery queue: each job is POSTed at once and, while the receiver gives no
 * answer or a retryable one (5xx, 408, 429), again after each of the retry delays. Jobs live
 * in memory only — a restart drops what is still waiting, which a single-node instance
 * accepts (Misskey's queue survives restarts; see docs/architecture.md).
 */
export class WebhookQueue {
  private retryDelays: readonly number[] = DEFAULT_RETRY_DELAYS_MS;
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly ctx: InstanceContext) {}

  /** Tests shorten the waits between attempts. */
  setRetryDelays(delays: readonly number[]): void {
    this.retryDelays = delays;
  }

  enqueue(job: WebhookJob): void {
    // Misskey's body: the eventId and createdAt are the delivery's own.
    const body = JSON.stringify({
      server: this.ctx.config.url,
      hookId: job.webhook.id,
      userId: job.webhook.userId,
      eventId: genId(),
      createdAt: Date.now(),
      type: job.type,
      body: job.content,
    });
    const run = this.run(job, body).finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  /** Resolves once every delivery under way (retries included) has ended. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private async run(job: WebhookJob, body: string): Promise<void> {
    const request = { url: job.webhook.url, hookId: job.webhook.id, secret: job.webhook.secret, body };
    // Each attempt is a job of the `queueStats` channel's userWebhookDeliver queue.
    const counter = jobCounter(this.ctx, 'userWebhookDeliver');
    for (let attempt = 1; ; attempt++) {
      const end = counter.begin();
      const result = await postDelivery(this.ctx.config, request).finally(end);
      this.record(job.webhook.id, result);
      const delay = this.retryDelays[attempt - 1];
      if (!isRetryable(result) || attempt >= job.attempts || delay === undefined) return;
      const waited = counter.wait();
      await new Promise<void>((resolve) => setTimeout(resolve, delay).unref()).finally(waited);
      // A webhook deleted or paused in the meantime gets no more attempts.
      if (!this.stillActive(job.webhook.id)) return;
    }
  }

  private stillActive(webhookId: string): boolean {
    try {
      return isActiveWebhook(this.ctx.db, webhookId);
    } catch {
      return false; // the database closed (the app shut down)
    }
  }

  private record(webhookId: string, result: AttemptResult): void {
    try {
      recordDelivery(this.ctx.db, webhookId, 'status' in result ? result.status : 1);
    } catch {
      // The database closed while the delivery was under way (the app shut down).
    }
  }
}

function isRetryable(result: AttemptResult): boolean {
  if (!('status' in result))
    return !result.error.startsWith('refused') && result.error !== 'not an http(s) URL';
  const { status } = result;
  if (status >= 200 && status < 300) return false;
  return status >= 500 || status === 408 || status === 429;
}

const queues = new WeakMap<InstanceContext, WebhookQueue>();

/** The instance's one delivery queue. */
export function webhookQueue(ctx: InstanceContext): WebhookQueue {
  let queue = queues.get(ctx);
  if (!queue) {
    queue = new WebhookQueue(ctx);
    queues.set(ctx, queue);
  }
  return queue;
}
