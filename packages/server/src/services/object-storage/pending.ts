import type { Database } from '../../db/database.js';

/**
 * The durable to-do list of bucket keys that may have no drive row (migration 057). A new
 * object's key is listed before its PUT and unlisted in the same transaction that inserts the
 * row using it, so a crash between the two leaves the key here; a key whose delete the bucket
 * refused is listed too. The drive's sweep (drive/object-sweep.ts) works the list off.
 */
export type PendingKind = 'upload' | 'delete';

export interface PendingObject {
  key: string;
  kind: PendingKind;
  /** The bucket the object is in (bucketLocation); null when listed before migration 059. */
  location: string | null;
  listedAt: number;
  tries: number;
  nextTryAt: number;
}

/** Lists keys before their objects are PUT to the bucket at `location` (bucketLocation). */
export function listUploads(db: Database, keys: readonly string[], location: string, now = Date.now()): void {
  const insert = db.prepare(
    `INSERT INTO object_storage_pending (key, kind, location, listed_at, next_try_at) VALUES (?, 'upload', ?, ?, ?)
     ON CONFLICT (key) DO NOTHING`,
  );
  db.transaction(() => {
    for (const key of keys) insert.run(key, location, now, now);
  })();
}

/** Lists a key whose delete from the bucket at `location` failed; one listed already keeps its tries. */
export function listRefusedDelete(db: Database, key: string, location: string, now = Date.now()): void {
  db.prepare(
    `INSERT INTO object_storage_pending (key, kind, location, listed_at, next_try_at) VALUES (?, 'delete', ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET kind = 'delete'`,
  ).run(key, location, now, now);
}

/** Unlists keys: their row is in, or the bucket no longer has them. */
export function unlist(db: Database, keys: readonly string[]): void {
  const remove = db.prepare('DELETE FROM object_storage_pending WHERE key = ?');
  db.transaction(() => {
    for (const key of keys) remove.run(key);
  })();
}

/**
 * The keys the sweep may act on now: due (`next_try_at`), and for an upload listed before
 * `uploadsListedBefore` (a key listed later may belong to an upload still under way).
 */
export function dueObjects(
  db: Database,
  now: number,
  uploadsListedBefore: number,
  limit = 500,
): PendingObject[] {
  return db
    .prepare(
      `SELECT key, kind, location, listed_at AS listedAt, tries, next_try_at AS nextTryAt
       FROM object_storage_pending
       WHERE next_try_at <= ? AND (kind = 'delete' OR listed_at < ?)
       ORDER BY next_try_at LIMIT ?`,
    )
    .all(now, uploadsListedBefore, limit) as PendingObject[];
}

/** Records a failed try: the key is tried again at `nextTryAt`. */
export function postpone(db: Database, key: string, nextTryAt: number): void {
  db.prepare('UPDATE object_storage_pending SET tries = tries + 1, next_try_at = ? WHERE key = ?').run(
    nextTryAt,
    key,
  );
}

/** An object left in a bucket the settings no longer name: looked at again at `nextTryAt`, tries kept. */
export function setAside(db: Database, key: string, nextTryAt: number): void {
  db.prepare('UPDATE object_storage_pending SET next_try_at = ? WHERE key = ?').run(nextTryAt, key);
}

/** How many objects wait for deletion (or for their row, while an upload is under way). */
export function pendingCount(db: Database): number {
  return (db.prepare('SELECT count(*) AS n FROM object_storage_pending').get() as { n: number }).n;
}

/** Objects listed for a bucket other than `here` (the settings' bucketLocation, null without one). */
export interface ElsewhereObjects {
  /** Their bucket (bucketLocation: no key or secret); null when listed before migration 059. */
  bucket: string | null;
  count: number;
}

/**
 * The listed objects the sweep cannot delete with the current settings, by bucket: they stay
 * until settings naming their bucket come back (drive/object-sweep.ts sets them aside).
 */
export function elsewhereCounts(db: Database, here: string | null): ElsewhereObjects[] {
  return db
    .prepare(
      `SELECT location AS bucket, count(*) AS count FROM object_storage_pending
       WHERE location IS NULL OR location IS NOT ? GROUP BY location ORDER BY location`,
    )
    .all(here) as ElsewhereObjects[];
}
