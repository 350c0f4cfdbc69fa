export {
  clearJobs,
  countJobs,
  findJob,
  JOB_STATES,
  type JobState,
  listJobs,
  promoteJobs,
  QUEUE_NAMES,
  type QueueCounts,
  type QueueJob,
  type QueueName,
  removeJob,
} from './queues.js';
export { retryFailedJob } from './retry.js';
