import type { InstanceContext } from '../context.js';
import { genId } from '../ids.js';
import { jobCounter } from '../server-stats/jobs.js';
import { type DeliveryRecord, insertDelivery, restartDelivery } from './delivery-log.js';
import { runDelivery } from './durable.js';
import {
  findOwnWebhook,
  isActiveWebhook,
  recordDelivery,
  type WebhookEvent,
  type WebhookRow,
} from './repository.js';

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
 * The user webhooks' delivery queue: each job is POSTed at once and, while the receiver gives no
 * answer or a retryable one (5xx, 408, 429), again after each of the retry delays. Each job is a
 * row of `webhook_deliveries` (its state and attempts), so the admin queue's counts and failed
 * jobs survive a restart; a delivery a restart cut off is failed there, not resumed.
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
    const id = insertDelivery(this.ctx.db, {
      queue: 'userWebhookDeliver',
      webhookId: job.webhook.id,
      url: job.webhook.url,
      body,
      maxAttempts: job.attempts,
    });
    this.track(id, job.webhook, body, job.attempts);
  }

  /**
   * admin/queue/retry-job: a failed delivery is sent again, the same body to the same address,
   * with the webhook's secret of now. False when the webhook is gone or the delivery is not failed.
   */
  retry(record: DeliveryRecord): boolean {
    const userId = (JSON.parse(record.body) as { userId?: string }).userId ?? '';
    const webhook = findOwnWebhook(this.ctx.db, userId, record.webhookId);
    if (!webhook || !restartDelivery(this.ctx.db, record.id)) return false;
    this.track(
      record.id,
      { id: webhook.id, url: record.url, secret: webhook.secret },
      record.body,
      record.maxAttempts,
    );
    return true;
  }

  /** Resolves once every delivery under way (retries included) has ended. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private track(
    id: string,
    webhook: Pick<WebhookRow, 'id' | 'url' | 'secret'>,
    body: string,
    maxAttempts: number,
  ): void {
    const run = runDelivery(this.ctx, {
      id,
      url: webhook.url,
      hookId: webhook.id,
      secret: webhook.secret,
      body,
      maxAttempts,
      retryDelays: this.retryDelays,
      // A webhook deleted or paused in the meantime gets no more attempts.
      stillActive: () => isActiveWebhook(this.ctx.db, webhook.id),
      recordStatus: (status) => recordDelivery(this.ctx.db, webhook.id, status),
      // Each attempt is a job of the `queueStats` channel's userWebhookDeliver queue.
      counter: jobCounter(this.ctx, 'userWebhookDeliver'),
    }).finally(() => this.pending.delete(run));
    this.pending.add(run);
  }
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
