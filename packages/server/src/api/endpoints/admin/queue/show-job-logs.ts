import { findJob, type QueueName } from '../../../../services/admin-queue/index.js';
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

/**
 * A job's log lines. Misskey's come from BullMQ's job.log; the work kept here (scheduled notes,
 * exports and imports) writes none, so a job there has an empty log (its failure reason is on
 * the job itself, admin/queue/show-job's failedReason).
 */
export const handler: SignedInHandler<'admin/queue/show-job-logs', string[]> = (ps, { instance }) => {
  if (!findJob(instance, ps.queue as QueueName, ps.jobId)) throw new ApiError(meta.errors.noSuchJob);
  return [];
};
