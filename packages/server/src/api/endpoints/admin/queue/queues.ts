import { countJobs, QUEUE_NAMES } from '../../../../services/admin-queue/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { noMetrics } from './shared.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:queue',
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {}, required: [] } as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/queue/queues'> = (_ps, { instance }) =>
  QUEUE_NAMES.map((name) => ({
    name,
    counts: countJobs(instance, name),
    isPaused: false,
    metrics: { completed: noMetrics(), failed: noMetrics() },
  }));
