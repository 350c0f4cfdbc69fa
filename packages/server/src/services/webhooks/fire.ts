import type { InstanceContext } from '../context.js';
import { webhookQueue } from './queue.js';
import { activeWebhooksFor, type WebhookEvent } from './repository.js';

/** Attempts of a delivery caused by an event (the first and two retries). */
const EVENT_ATTEMPTS = 3;

/**
 * Queues a delivery of `type` to each of the user's active webhooks listening to it, with the
 * body `content()` gives (Misskey's: `{note}` for note, reply, renote and mention, `{user}` for
 * follow, followed and unfollow). The content is only built when some webhook wants it.
 */
export function fireUserWebhooks(
  ctx: InstanceContext,
  userId: string,
  type: WebhookEvent,
  content: () => unknown,
): void {
  const webhooks = activeWebhooksFor(ctx.db, userId, type);
  if (webhooks.length === 0) return;
  const body = content();
  const queue = webhookQueue(ctx);
  for (const webhook of webhooks) queue.enqueue({ webhook, type, content: body, attempts: EVENT_ATTEMPTS });
}
