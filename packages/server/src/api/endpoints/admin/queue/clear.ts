import { clearJobs, type JobState, type QueueName } from '../../../../services/admin-queue/index.js';
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
  properties: {
    queue: queueParam,
    state: {
      type: 'string',
      enum: ['*', 'completed', 'wait', 'active', 'paused', 'prioritized', 'delayed', 'failed'],
    },
  },
  required: ['queue', 'state'],
} as const satisfies ParamDef;

/** Removes the queue's jobs in that state; running ones stay (they cannot be taken back half done). */
export const handler: SignedInHandler<'admin/queue/clear', void> = (ps, { instance, user }) => {
  clearJobs(instance, ps.queue as QueueName, ps.state as JobState | '*' | 'prioritized');
  logModeration(instance, user, 'clearQueue');
};
