import { promoteJobs, type QueueName } from '../../../../services/admin-queue/index.js';
import { logModeration } from '../../../../services/moderation/log.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { queueParam } from './shared.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:queue',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { queue: queueParam },
  required: ['queue'],
} as const satisfies ParamDef;

/** Delayed jobs run now: scheduled notes are posted, webhook retries are sent at once. */
export const handler: SignedInHandler<'admin/queue/promote-jobs', void> = (ps, { instance, user }) => {
  promoteJobs(instance, ps.queue as QueueName);
  logModeration(instance, user, 'promoteQueue');
};
