import { findJob, type QueueJob, type QueueName } from '../../../../services/admin-queue/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { queueErrors, queueParam } from './shared.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:queue',
  errors: { noSuchJob: queueErrors.noSuchJob },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { queue: queueParam, jobId: { type: 'string' } },
  required: ['queue', 'jobId'],
} as const satisfies ParamDef;

/** One job of a queue, as admin/queue/jobs lists it. */
export const handler: SignedInHandler<'admin/queue/show-job', QueueJob> = (ps, { instance }) => {
  const found = findJob(instance, ps.queue as QueueName, ps.jobId);
  if (!found) throw new ApiError(meta.errors.noSuchJob);
  return found.job;
};
