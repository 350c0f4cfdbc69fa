export { JOB_KINDS, type JobKind, jobCounter } from './jobs.js';
export { machineInfo } from './machine.js';
export { type LocalQueueStats, QUEUE_STATS_INTERVAL_MS, queueStats } from './queue-stats.js';
export { SERVER_STATS_INTERVAL_MS, serverStats } from './server-stats.js';
export { machineStatsEnabled, setMachineStatsEnabled } from './settings.js';
