import { JOB_STATES, QUEUE_NAMES } from '../../../../services/admin-queue/index.js';
import type { ApiErrorDef } from '../../../errors.js';

/** The `queue` parameter of Misskey's admin/queue/* endpoints. */
export const queueParam = { type: 'string', enum: [...QUEUE_NAMES] } as const;

export const jobStatesParam = {
  type: 'array',
  items: { type: 'string', enum: [...JOB_STATES] },
} as const;

/** No metrics are kept (Misskey's come from BullMQ): each series is empty. */
export const noMetrics = () => ({ meta: { count: 0, prevTS: 0, prevCount: 0 }, data: [], count: 0 });

/** Errors of ours: where Misskey's BullMQ answers an internal error, these name the case. */
export const queueErrors = {
  noSuchJob: {
    message: 'No such job.',
    code: 'NO_SUCH_JOB',
    id: '56248a51-465b-4e69-b236-255eaa56af2f',
  },
  jobIsRunning: {
    message: 'The job is running and cannot be removed.',
    code: 'JOB_IS_RUNNING',
    id: 'fd75441c-9c84-43f4-a64e-2852d199c25e',
  },
  cannotRetry: {
    message: 'Only a failed job whose work can still be done can be retried.',
    code: 'CANNOT_RETRY_JOB',
    id: 'e3863feb-cf19-4ad5-b0ca-f8f7678e9840',
  },
} satisfies Record<string, ApiErrorDef>;
