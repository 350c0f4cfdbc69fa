import { findJob, type QueueName, removeJob } from '../../../../services/admin-queue/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { queueErrors, queueParam } from './shared.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:queue',
  errors: { noSuchJob: queueErrors.noSuchJob, jobIsRunning: queueErrors.jobIsRunning },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { queue: queueParam, jobId: { type: 'string' } },
  required: ['queue', 'jobId'],
} as const satisfies ParamDef;

/** A scheduled note comes off the schedule and stays among its author's drafts. */
export const handler: SignedInHandler<'admin/queue/remove-job', void> = (ps, { instance }) => {
  const queue = ps.queue as QueueName;
  const found = findJob(instance, queue, ps.jobId);
  if (!found) throw new ApiError(meta.errors.noSuchJob);
  if (!removeJob(instance, queue, found)) throw new ApiError(meta.errors.jobIsRunning);
};
