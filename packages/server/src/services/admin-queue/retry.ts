import type { InstanceContext } from '../context.js';
import type { ExportedEntity } from '../import-export/exports.js';
import { startExport } from '../import-export/index.js';
import type { QueueName } from './queues.js';

const EXPORTS: readonly ExportedEntity[] = [
  'note',
  'following',
  'muting',
  'blocking',
  'userList',
  'antenna',
  'clip',
  'favorite',
];

/**
 * admin/queue/retry-job for a failed job. An export is started again for its user (with the
 * default options: the failed run's options were not kept) and the failed record makes way
 * for the new one. An import is not retried: the file it read may be gone, and the user starts
 * it again. Returns the new job's id, or null when the job cannot be retried.
 */
export function retryFailedJob(ctx: InstanceContext, queue: QueueName, jobId: string): string | null {
  if (queue !== 'db') return null;
  const row = ctx.db
    .prepare("SELECT user_id, kind FROM user_jobs WHERE id = ? AND state = 'failed'")
    .get(jobId) as { user_id: string; kind: string } | undefined;
  if (!row?.kind.startsWith('export:')) return null;
  const entity = row.kind.slice('export:'.length) as ExportedEntity;
  const user = ctx.users.findById(row.user_id);
  if (!EXPORTS.includes(entity) || !user || user.isDeleted) return null;
  const id = startExport(ctx, user, entity);
  ctx.db.prepare('DELETE FROM user_jobs WHERE id = ?').run(jobId);
  return id;
}
