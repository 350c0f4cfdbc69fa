import { countJobs } from '../../../../services/admin-queue/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:emoji',
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {}, required: [] } as const satisfies ParamDef;

/** Misskey's four queues' counts (Misskey's kind for this endpoint is read:admin:emoji, kept). */
export const handler: SignedInHandler<'admin/queue/stats'> = (_ps, { instance }) => {
  const count = (queue: 'deliver' | 'inbox' | 'db' | 'objectStorage') => {
    const c = countJobs(instance, queue);
    return {
      waiting: c.wait,
      active: c.active,
      completed: c.completed,
      failed: c.failed,
      delayed: c.delayed,
    };
  };
  return {
    deliver: count('deliver'),
    inbox: count('inbox'),
    db: count('db'),
    objectStorage: count('objectStorage'),
  };
};
