import type { InstanceContext } from '../context.js';
import { genId } from '../ids.js';
import { postDelivery } from '../webhooks/deliver.js';
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
 * In memory only, like the user webhooks' queue: a restart drops what still waits.
 */
export function deliverSystemWebhook(
  ctx: InstanceContext,
  webhook: Pick<SystemWebhookRow, 'id' | 'url' | 'secret'>,
  type: SystemWebhookEvent,
  content: unknown,
  attempts: number,
): void {
  const state = stateOf(ctx);
  const body = JSON.stringify({
    server: ctx.config.url,
    hookId: webhook.id,
    eventId: genId(),
    createdAt: Date.now(),
    type,
    body: content,
  });
  const run = (async () => {
    const request = { url: webhook.url, hookId: webhook.id, secret: webhook.secret, body };
    for (let attempt = 1; ; attempt++) {
      const result = await postDelivery(ctx.config, request);
      try {
        recordSystemWebhookDelivery(ctx.db, webhook.id, 'status' in result ? result.status : 1);
      } catch {
        return; // the database closed (the app shut down)
      }
      const delay = state.retryDelays[attempt - 1];
      if (!isRetryable(result) || attempt >= attempts || delay === undefined) return;
      await new Promise<void>((resolve) => setTimeout(resolve, delay).unref());
      // A webhook deleted or switched off in the meantime gets no more attempts.
      try {
        if (!findSystemWebhook(ctx.db, webhook.id)?.isActive) return;
      } catch {
        return;
      }
    }
  })().finally(() => state.pending.delete(run));
  state.pending.add(run);
}

function isRetryable(result: { status: number } | { error: string }): boolean {
  if (!('status' in result))
    return !result.error.startsWith('refused') && result.error !== 'not an http(s) URL';
  const { status } = result;
  if (status >= 200 && status < 300) return false;
  return status >= 500 || status === 408 || status === 429;
}
