import { findJob, type QueueName, retryFailedJob } from '../../../../services/admin-queue/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { queueErrors, queueParam } from './shared.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:queue',
  errors: { noSuchJob: queueErrors.noSuchJob, cannotRetry: queueErrors.cannotRetry },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { queue: queueParam, jobId: { type: 'string' } },
  required: ['queue', 'jobId'],
} as const satisfies ParamDef;

/**
 * Runs a failed job again: an export or an import (its file read again), a scheduled note that
 * failed to post (due now), a webhook delivery (the same body). Anything else: CANNOT_RETRY_JOB.
 */
export const handler: SignedInHandler<'admin/queue/retry-job', void> = async (ps, { instance }) => {
  const queue = ps.queue as QueueName;
  if (!findJob(instance, queue, ps.jobId)) throw new ApiError(meta.errors.noSuchJob);
  if (!(await retryFailedJob(instance, queue, ps.jobId))) throw new ApiError(meta.errors.cannotRetry);
};
