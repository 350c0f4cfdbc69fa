import type { InstanceContext } from '../context.js';
import { genId } from '../ids.js';
import { jobCounter } from '../server-stats/jobs.js';
import { type DeliveryRecord, insertDelivery, restartDelivery } from '../webhooks/delivery-log.js';
import { runDelivery } from '../webhooks/durable.js';
import {
  findSystemWebhook,
  listSystemWebhooks,
  recordSystemWebhookDelivery,
  type SystemWebhookEvent,
  type SystemWebhookRow,
} from './repository.js';

/** Waits before the second and third attempt of an event's delivery (a test makes one attempt). */
const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [10_000, 60_000];
const EVENT_ATTEMPTS = 3;

interface DeliveryState {
  retryDelays: readonly number[];
  pending: Set<Promise<void>>;
}

const states = new WeakMap<InstanceContext, DeliveryState>();

function stateOf(ctx: InstanceContext): DeliveryState {
  let state = states.get(ctx);
  if (!state) {
    state = { retryDelays: DEFAULT_RETRY_DELAYS_MS, pending: new Set() };
    states.set(ctx, state);
  }
  return state;
}

/** Tests shorten the waits between attempts. */
export function setSystemWebhookRetryDelays(ctx: InstanceContext, delays: readonly number[]): void {
  stateOf(ctx).retryDelays = delays;
}

/** Resolves once every system webhook delivery under way (retries included) has ended. */
export async function systemWebhooksIdle(ctx: InstanceContext): Promise<void> {
  const { pending } = stateOf(ctx);
  while (pending.size > 0) await Promise.all([...pending]);
}

/**
 * Queues `type` to every active system webhook listening to it, but those in `excludes`
 * (Misskey's enqueueSystemWebhook: the webhooks of switched-off report recipients). The body is
 * built by `content` only when some webhook wants it.
 */
export function enqueueSystemWebhooks(
  ctx: InstanceContext,
  type: SystemWebhookEvent,
  content: () => unknown,
  excludes: readonly string[] = [],
): void {
  const webhooks = listSystemWebhooks(ctx.db, { isActive: true, on: [type] }).filter(
    (webhook) => !excludes.includes(webhook.id),
  );
  if (webhooks.length === 0) return;
  const body = content();
  for (const webhook of webhooks) deliverSystemWebhook(ctx, webhook, type, body, EVENT_ATTEMPTS);
}

/**
 * One delivery as Misskey's SystemWebhookDeliverProcessor sends it: the same headers as a user
 * webhook (User-Agent Misskey-Hooks, X-Misskey-Host, X-Misskey-Hook-Id, X-Misskey-Hook-Secret)
 * and the body `{server, hookId, eventId, createdAt, type, body}` (no userId). It goes through
 * the user webhooks' guarded POST, so private and loopback targets are refused the same way.
 * Each delivery is a row of `webhook_deliveries` (the systemWebhookDeliver queue of the admin
 * page), kept across restarts like the user webhooks' ones.
 */
export function deliverSystemWebhook(
  ctx: InstanceContext,
  webhook: Pick<SystemWebhookRow, 'id' | 'url' | 'secret'>,
  type: SystemWebhookEvent,
  content: unknown,
  attempts: number,
): void {
  const body = JSON.stringify({
    server: ctx.config.url,
    hookId: webhook.id,
    eventId: genId(),
    createdAt: Date.now(),
    type,
    body: content,
  });
  const id = insertDelivery(ctx.db, {
    queue: 'systemWebhookDeliver',
    webhookId: webhook.id,
    url: webhook.url,
    body,
    maxAttempts: attempts,
  });
  track(ctx, id, webhook, body, attempts);
}

/**
 * admin/queue/retry-job: a failed delivery is sent again, the same body to the same address,
 * with the webhook's secret of now. False when the webhook is gone or the delivery is not failed.
 */
export function retrySystemWebhookDelivery(ctx: InstanceContext, record: DeliveryRecord): boolean {
  const webhook = findSystemWebhook(ctx.db, record.webhookId);
  if (!webhook || !restartDelivery(ctx.db, record.id)) return false;
  track(
    ctx,
    record.id,
    { id: webhook.id, url: record.url, secret: webhook.secret },
    record.body,
    record.maxAttempts,
  );
  return true;
}

function track(
  ctx: InstanceContext,
  id: string,
  webhook: Pick<SystemWebhookRow, 'id' | 'url' | 'secret'>,
  body: string,
  maxAttempts: number,
): void {
  const state = stateOf(ctx);
  const run = runDelivery(ctx, {
    id,
    url: webhook.url,
    hookId: webhook.id,
    secret: webhook.secret,
    body,
    maxAttempts,
    retryDelays: state.retryDelays,
    // A webhook deleted or switched off in the meantime gets no more attempts.
    stillActive: () => findSystemWebhook(ctx.db, webhook.id)?.isActive === true,
    recordStatus: (status) => recordSystemWebhookDelivery(ctx.db, webhook.id, status),
    // Each attempt is a job of the `queueStats` channel's systemWebhookDeliver queue.
    counter: jobCounter(ctx, 'systemWebhookDeliver'),
  }).finally(() => state.pending.delete(run));
  state.pending.add(run);
}
