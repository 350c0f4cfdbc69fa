import type { Database } from '../../db/database.js';
import type { InstanceContext } from '../context.js';
import {
  bucketLocation,
  deleteObject,
  dueObjects,
  objectStorageSettings,
  postpone,
  setAside,
  unlist,
} from '../object-storage/index.js';

/**
 * Works off the list of bucket keys that may have no row (object-storage/pending.ts): what a
 * crash between a PUT and its row's insert left, and deletes the bucket refused. A key a drive
 * row still uses (as its original or thumbnail) is only unlisted; any other is deleted from the
 * bucket it was stored in — while the settings still name that bucket. After a switch to another
 * bucket or endpoint an old key is left listed and reported (its bucket's keys are gone with the
 * old settings), and looked at again every MAX_BACKOFF_MS: switched back, the sweep deletes it.
 * Never from another bucket: a delete there would unlist the key and leave the object. Unlike sweepHalfWritten it talks to the network, so it runs in
 * the background after the server listens, and again every few hours.
 */

/** How often the list is worked off. */
export const OBJECT_SWEEP_INTERVAL_MS = 3 * 60 * 60 * 1000;
/** A key listed for an upload this long ago has its row by now, or never will (PUTs time out in 2 min). */
export const UPLOAD_GRACE_MS = 60 * 60 * 1000;
/** After this many failed deletes the key is dropped from the list with a log line. */
export const MAX_DELETE_TRIES = 8;
export const MAX_BACKOFF_MS = 48 * 60 * 60 * 1000;

export interface ObjectSweepReport {
  deleted: number;
  /** Keys a row uses: unlisted, never deleted. */
  inUse: number;
  /** Deletes that failed and will be tried again. */
  failed: number;
  /** Keys dropped after MAX_DELETE_TRIES failed deletes (their objects may remain). */
  gaveUp: number;
  /** Keys in a bucket the settings no longer name: left listed, not deleted. */
  stranded: number;
}

export interface ObjectSweepOptions {
  now?: number;
  /** When this process started: keys listed before then belong to no upload under way. */
  startedAt: number;
  /** Told of each key given up (key and the bucket's answer; no settings, no secret). */
  onGiveUp?: (key: string, tries: number, error: string) => void;
  /** Told of each key left in a bucket no longer configured (its location: no key, no secret). */
  onStranded?: (key: string, location: string | null) => void;
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
  const report: ObjectSweepReport = { deleted: 0, inUse: 0, failed: 0, gaveUp: 0, stranded: 0 };
  const due = dueObjects(ctx.db, now, Math.max(options.startedAt, now - UPLOAD_GRACE_MS));
  if (due.length === 0) return report;
  const settings = objectStorageSettings(ctx.db);
  const here = settings.objectStorageBucket ? bucketLocation(settings) : null;
  for (const object of due) {
    if (inUse(ctx.db, object.key)) {
      unlist(ctx.db, [object.key]);
      report.inUse++;
      continue;
    }
    if (object.location === null || object.location !== here) {
      setAside(ctx.db, object.key, now + MAX_BACKOFF_MS);
      report.stranded++;
      options.onStranded?.(object.key, object.location);
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
      onStranded: (key, location) =>
        log.warn(
          { key, bucket: location ?? 'unknown' },
          'left an object in a bucket the settings no longer name (switch back to delete it)',
        ),
    })
      .then((report) => {
        if (report.deleted + report.failed + report.gaveUp + report.stranded > 0)
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
