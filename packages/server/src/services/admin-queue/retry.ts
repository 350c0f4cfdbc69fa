import { ApiError, type ApiErrorDef } from '../../api/errors.js';
import type { InstanceContext } from '../context.js';
import { startEmojiImport } from '../emoji/zip-import.js';
import type { ExportedEntity } from '../import-export/exports.js';
import type { ImportKind } from '../import-export/imports.js';
import { startExport, startImport } from '../import-export/index.js';
import { rearmNoteScheduler } from '../notes/scheduler.js';
import { retrySystemWebhookDelivery } from '../system-webhooks/deliver.js';
import { findDelivery } from '../webhooks/delivery-log.js';
import { webhookQueue } from '../webhooks/queue.js';
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

const IMPORTS: readonly ImportKind[] = ['following', 'muting', 'blocking', 'userList', 'antenna'];

/** Any refusal of a retried import is the retry's refusal (the user's own errors do not apply). */
const REFUSED: ApiErrorDef = { message: 'refused', code: 'REFUSED', id: 'refused' };

/**
 * admin/queue/retry-job for a failed job; resolves false when the job cannot be retried.
 * - An export is started again for its user (with the default options: the failed run's
 *   options were not kept); an import reads its drive file again, through the same checks as
 *   the user's own request (policy, a moved account, the file still theirs and not empty; a
 *   custom emoji zip: the user may still manage emoji, the file is still theirs and a zip).
 *   The failed record makes way for the new one.
 * - A scheduled note that failed to post is put back on the schedule, due now.
 * - A webhook delivery is sent again (the same body) while its webhook exists.
 */
export async function retryFailedJob(
  ctx: InstanceContext,
  queue: QueueName,
  jobId: string,
): Promise<boolean> {
  if (queue === 'db') return retryUserJob(ctx, jobId);
  if (queue === 'postScheduledNote') {
    const changed = ctx.db
      .prepare(
        `UPDATE note_drafts SET is_actually_scheduled = 1, scheduled_at = ?, post_error = NULL, post_failed_at = NULL
         WHERE id = ? AND is_actually_scheduled = 0 AND post_error IS NOT NULL`,
      )
      .run(Date.now(), jobId).changes;
    if (changed > 0) rearmNoteScheduler(ctx);
    return changed > 0;
  }
  if (queue === 'userWebhookDeliver' || queue === 'systemWebhookDeliver') {
    const record = findDelivery(ctx.db, jobId);
    if (record?.queue !== queue || record.state !== 'failed') return false;
    return queue === 'userWebhookDeliver'
      ? webhookQueue(ctx).retry(record)
      : retrySystemWebhookDelivery(ctx, record);
  }
  return false;
}

async function retryUserJob(ctx: InstanceContext, jobId: string): Promise<boolean> {
  const row = ctx.db
    .prepare("SELECT user_id, kind, file_id FROM user_jobs WHERE id = ? AND state = 'failed'")
    .get(jobId) as { user_id: string; kind: string; file_id: string | null } | undefined;
  if (!row) return false;
  const user = ctx.users.findById(row.user_id);
  if (!user || user.isDeleted) return false;
  const [direction, what] = row.kind.split(':') as [string, string];
  if (direction === 'export' && EXPORTS.includes(what as ExportedEntity)) {
    startExport(ctx, user, what as ExportedEntity);
  } else if (direction === 'import' && what === 'customEmoji' && row.file_id) {
    try {
      startEmojiImport(ctx, user, row.file_id);
    } catch (err) {
      if (err instanceof ApiError) return false;
      throw err;
    }
  } else if (direction === 'import' && IMPORTS.includes(what as ImportKind) && row.file_id) {
    try {
      await startImport(ctx, user, what as ImportKind, row.file_id, {
        noSuchFile: REFUSED,
        emptyFile: REFUSED,
        tooBigFile: REFUSED,
        tooManyAntennas: REFUSED,
      });
    } catch (err) {
      if (err instanceof ApiError) return false;
      throw err;
    }
  } else {
    return false;
  }
  ctx.db.prepare('DELETE FROM user_jobs WHERE id = ?').run(jobId);
  return true;
}
