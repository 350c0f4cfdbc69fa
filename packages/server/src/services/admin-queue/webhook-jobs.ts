import type { InstanceContext } from '../context.js';
import { type DeliveryQueue, listDeliveries } from '../webhooks/delivery-log.js';
import type { FoundJob } from './queues.js';

/**
 * The webhook deliveries (`webhook_deliveries`) as Misskey's userWebhookDeliver and
 * systemWebhookDeliver jobs: named after the webhook's id, their data Misskey's job data
 * (`type`, `content`, `webhookId`, `userId` for a user's webhook, `to`, `createdAt`, `eventId`)
 * without the secret, which the admin has no need to read.
 */
export function webhookDeliveryJobs(ctx: InstanceContext, queue: DeliveryQueue): FoundJob[] {
  return listDeliveries(ctx.db, queue).map((record) => {
    const sent = JSON.parse(record.body) as {
      userId?: string;
      eventId: string;
      createdAt: number;
      type: string;
      body: unknown;
    };
    return {
      state: record.state,
      job: {
        id: record.id,
        name: record.webhookId,
        data: {
          type: sent.type,
          content: sent.body,
          webhookId: record.webhookId,
          ...(sent.userId === undefined ? {} : { userId: sent.userId }),
          to: record.url,
          createdAt: sent.createdAt,
          eventId: sent.eventId,
        },
        opts: { attempts: record.maxAttempts },
        timestamp: record.createdAt,
        ...(record.processedAt === null ? {} : { processedOn: record.processedAt }),
        ...(record.finishedAt === null ? {} : { finishedOn: record.finishedAt }),
        progress: {},
        attempts: record.attempts,
        delay: 0,
        failedReason: record.error ?? '',
        stacktrace: [],
        returnValue: {},
        isFailed: record.state === 'failed',
      },
    };
  });
}
