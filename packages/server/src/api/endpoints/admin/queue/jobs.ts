import {
  type JobState,
  listJobs,
  type QueueJob,
  type QueueName,
} from '../../../../services/admin-queue/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { jobStatesParam, queueParam } from './shared.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:queue',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    queue: queueParam,
    state: jobStatesParam,
    search: { type: 'string' },
  },
  required: ['queue', 'state'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/queue/jobs', QueueJob[]> = (ps, { instance }) =>
  listJobs(instance, ps.queue as QueueName, ps.state as JobState[], ps.search);
