import { countJobs, QUEUE_NAMES } from '../../../../services/admin-queue/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:queue',
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {}, required: [] } as const satisfies ParamDef;

/** No metrics are kept (Misskey's come from BullMQ): each series is empty. */
const noMetrics = () => ({ meta: { count: 0, prevTS: 0, prevCount: 0 }, data: [], count: 0 });

export const handler: SignedInHandler<'admin/queue/queues'> = (_ps, { instance }) =>
  QUEUE_NAMES.map((name) => ({
    name,
    counts: countJobs(instance, name),
    isPaused: false,
    metrics: { completed: noMetrics(), failed: noMetrics() },
  }));
