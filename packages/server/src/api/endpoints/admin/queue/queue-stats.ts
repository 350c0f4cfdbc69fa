import os from 'node:os';
import { countJobs, type QueueName } from '../../../../services/admin-queue/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { noMetrics, queueParam } from './shared.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:queue',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { queue: queueParam },
  required: ['queue'],
} as const satisfies ParamDef;

/**
 * One queue's counts and its store. Misskey's `db` describes the Redis behind BullMQ; the jobs
 * here live in the server's own SQLite database, in this process, so `db` describes that:
 * SQLite's version, one standalone store, this process's id, memory and uptime, no port.
 */
export const handler: SignedInHandler<'admin/queue/queue-stats'> = (ps, { instance }) => {
  const name = ps.queue as QueueName;
  const { version } = instance.db.prepare('SELECT sqlite_version() AS version').get() as { version: string };
  const memory = process.memoryUsage();
  return {
    name,
    qualifiedName: `queue:${name}`,
    counts: countJobs(instance, name),
    isPaused: false,
    metrics: { completed: noMetrics(), failed: noMetrics() },
    db: {
      version,
      mode: 'standalone',
      runId: String(process.pid),
      processId: String(process.pid),
      port: 0,
      os: `${os.type()} ${os.release()} ${os.arch()}`,
      uptime: Math.floor(process.uptime()),
      memory: { total: os.totalmem(), used: memory.rss, fragmentationRatio: 1, peak: memory.rss },
      clients: { blocked: 0, connected: 1 },
    },
  };
};
