import type { Database } from '../../db/database.js';
import type { InstanceContext } from '../context.js';
import {
  deleteObject,
  dueObjects,
  objectStorageSettings,
  postpone,
  unlist,
} from '../object-storage/index.js';

/**
 * Works off the list of bucket keys that may have no row (object-storage/pending.ts): what a
 * crash between a PUT and its row's insert left, and deletes the bucket refused. A key a drive
 * row still uses (as its original or thumbnail) is only unlisted; any other is deleted from the
 * bucket the settings name now. Unlike sweepHalfWritten it talks to the network, so it runs in
 * the background after the server listens, and again every few hours.
 */

/** How often the list is worked off. */
export const OBJECT_SWEEP_INTERVAL_MS = 3 * 60 * 60 * 1000;
/** A key listed for an upload this long ago has its row by now, or never will (PUTs time out in 2 min). */
export const UPLOAD_GRACE_MS = 60 * 60 * 1000;
/** After this many failed deletes the key is dropped from the list with a log line. */
export const MAX_DELETE_TRIES = 8;
const MAX_BACKOFF_MS = 48 * 60 * 60 * 1000;

export interface ObjectSweepReport {
  deleted: number;
  /** Keys a row uses: unlisted, never deleted. */
  inUse: number;
  /** Deletes that failed and will be tried again. */
  failed: number;
  /** Keys dropped after MAX_DELETE_TRIES failed deletes (their objects may remain). */
  gaveUp: number;
}

export interface ObjectSweepOptions {
  now?: number;
  /** When this process started: keys listed before then belong to no upload under way. */
  startedAt: number;
  /** Told of each key given up (key and the bucket's answer; no settings, no secret). */
  onGiveUp?: (key: string, tries: number, error: string) => void;
}

function inUse(db: Database, key: string): boolean {
  return (
    db.prepare('SELECT 1 FROM drive_files WHERE object_key = ? LIMIT 1').get(key) !== undefined ||
    db.prepare('SELECT 1 FROM drive_files WHERE thumbnail_object_key = ? LIMIT 1').get(key) !== undefined
  );
}

/** The wait before the next try after `tries` failed ones: 1 h, 2 h, 4 h … at most 48 h. */
export function backoffMs(tries: number): number {
  return Math.min(UPLOAD_GRACE_MS * 2 ** Math.max(0, tries - 1), MAX_BACKOFF_MS);
}

export async function sweepObjectStorage(
  ctx: InstanceContext,
  options: ObjectSweepOptions,
): Promise<ObjectSweepReport> {
  const now = options.now ?? Date.now();
  const report: ObjectSweepReport = { deleted: 0, inUse: 0, failed: 0, gaveUp: 0 };
  const due = dueObjects(ctx.db, now, Math.max(options.startedAt, now - UPLOAD_GRACE_MS));
  if (due.length === 0) return report;
  const settings = objectStorageSettings(ctx.db);
  for (const object of due) {
    if (inUse(ctx.db, object.key)) {
      unlist(ctx.db, [object.key]);
      report.inUse++;
      continue;
    }
    try {
      await deleteObject(settings, object.key);
      unlist(ctx.db, [object.key]);
      report.deleted++;
    } catch (err) {
      const tries = object.tries + 1;
      if (tries >= MAX_DELETE_TRIES) {
        unlist(ctx.db, [object.key]);
        report.gaveUp++;
        options.onGiveUp?.(object.key, tries, (err as Error).message);
      } else {
        postpone(ctx.db, object.key, now + backoffMs(tries));
        report.failed++;
      }
    }
  }
  return report;
}

interface SweepLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Sweeps now in the background and then every OBJECT_SWEEP_INTERVAL_MS; one sweep at a time.
 * Returns the stop function (called before the database closes).
 */
export function startObjectStorageSweep(ctx: InstanceContext, log: SweepLog): () => void {
  const startedAt = Date.now();
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = sweepObjectStorage(ctx, {
      startedAt,
      onGiveUp: (key, tries, error) =>
        log.warn({ key, tries, error }, 'gave up deleting an object from the bucket'),
    })
      .then((report) => {
        if (report.deleted + report.failed + report.gaveUp > 0)
          log.warn({ objectSweep: report }, 'swept objects no drive file uses from the bucket');
      })
      .catch((err: unknown) => log.error({ err }, 'object storage sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, OBJECT_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
