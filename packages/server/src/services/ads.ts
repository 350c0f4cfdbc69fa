import type { entities } from 'misskey-js';
import type { Database } from '../db/database.js';
import { type PageWindow, pageWindowConditions } from '../db/paging.js';
import { genId } from './ids.js';

/**
 * Ads (admin/ad/*): an image linking somewhere, shown by clients in a place ('horizontal',
 * 'square', …) between start and expiry, on some weekdays. Stored and answered as Misskey does;
 * meta lists the ones running now.
 */

export interface AdInput {
  url: string;
  imageUrl: string;
  memo: string;
  place: string;
  priority: string;
  ratio: number;
  startsAt: number;
  expiresAt: number;
  dayOfWeek: number;
  isSensitive: boolean;
}

interface RawAd {
  id: string;
  created_at: string;
  starts_at: string;
  expires_at: string;
  place: string;
  priority: string;
  ratio: number;
  url: string;
  image_url: string;
  memo: string;
  day_of_week: number;
  is_sensitive: number;
}

export function packAd(raw: RawAd): entities.Ad {
  return {
    id: raw.id,
    expiresAt: raw.expires_at,
    startsAt: raw.starts_at,
    place: raw.place,
    priority: raw.priority,
    ratio: raw.ratio,
    url: raw.url,
    imageUrl: raw.image_url,
    memo: raw.memo,
    dayOfWeek: raw.day_of_week,
    isSensitive: raw.is_sensitive === 1,
  };
}

export function createAd(db: Database, input: AdInput): entities.Ad {
  const id = genId();
  db.prepare(
    `INSERT INTO ads (id, created_at, starts_at, expires_at, place, priority, ratio, url, image_url, memo,
       day_of_week, is_sensitive) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    new Date().toISOString(),
    new Date(input.startsAt).toISOString(),
    new Date(input.expiresAt).toISOString(),
    input.place,
    input.priority,
    input.ratio,
    input.url,
    input.imageUrl,
    input.memo,
    input.dayOfWeek,
    input.isSensitive ? 1 : 0,
  );
  return findAd(db, id) as entities.Ad;
}

export function findAd(db: Database, id: string): entities.Ad | undefined {
  const raw = db.prepare('SELECT * FROM ads WHERE id = ?').get(id) as RawAd | undefined;
  return raw ? packAd(raw) : undefined;
}

/** Changes the given fields; false when there is no such ad. */
export function updateAd(db: Database, id: string, patch: Partial<AdInput>): boolean {
  const current = findAd(db, id);
  if (!current) return false;
  const next = {
    url: patch.url ?? current.url,
    imageUrl: patch.imageUrl ?? current.imageUrl,
    memo: patch.memo ?? current.memo,
    place: patch.place ?? current.place,
    priority: patch.priority ?? current.priority,
    ratio: patch.ratio ?? current.ratio,
    startsAt: patch.startsAt !== undefined ? new Date(patch.startsAt).toISOString() : current.startsAt,
    expiresAt: patch.expiresAt !== undefined ? new Date(patch.expiresAt).toISOString() : current.expiresAt,
    dayOfWeek: patch.dayOfWeek ?? current.dayOfWeek,
    isSensitive: patch.isSensitive ?? current.isSensitive,
  };
  db.prepare(
    `UPDATE ads SET url = ?, image_url = ?, memo = ?, place = ?, priority = ?, ratio = ?, starts_at = ?,
       expires_at = ?, day_of_week = ?, is_sensitive = ? WHERE id = ?`,
  ).run(
    next.url,
    next.imageUrl,
    next.memo,
    next.place,
    next.priority,
    next.ratio,
    next.startsAt,
    next.expiresAt,
    next.dayOfWeek,
    next.isSensitive ? 1 : 0,
    id,
  );
  return true;
}

export function deleteAd(db: Database, id: string): boolean {
  return db.prepare('DELETE FROM ads WHERE id = ?').run(id).changes > 0;
}

/**
 * The admin's list, newest first (oldest first when paging forward with sinceId, as Misskey's
 * pagination does). `publishing` true: running now; false: expired or not yet started.
 */
export function listAds(
  db: Database,
  q: PageWindow & { limit: number; publishing: boolean | null },
  now = new Date(),
): entities.Ad[] {
  const { conditions, args } = pageWindowConditions(q);
  const iso = now.toISOString();
  if (q.publishing === true) {
    conditions.push('expires_at > ? AND starts_at <= ?');
    args.push(iso, iso);
  } else if (q.publishing === false) {
    conditions.push('(expires_at <= ? OR starts_at > ?)');
    args.push(iso, iso);
  }
  const ascending = q.sinceId !== undefined && q.untilId === undefined;
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const rows = db
    .prepare(`SELECT * FROM ads ${where} ORDER BY id ${ascending ? 'ASC' : 'DESC'} LIMIT ?`)
    .all(...args, q.limit) as RawAd[];
  return rows.map(packAd);
}

/** What meta lists: the ads running now and on this weekday (UTC), as Misskey answers them. */
export function adsForMeta(db: Database, now = new Date()): entities.MetaLite['ads'] {
  const iso = now.toISOString();
  const rows = db
    .prepare(
      `SELECT * FROM ads WHERE expires_at > ? AND starts_at <= ? AND (day_of_week = 0 OR (day_of_week & ?) > 0)
       ORDER BY id DESC`,
    )
    .all(iso, iso, 1 << now.getUTCDay()) as RawAd[];
  return rows.map((raw) => ({
    id: raw.id,
    url: raw.url,
    place: raw.place,
    ratio: raw.ratio,
    imageUrl: raw.image_url,
    dayOfWeek: raw.day_of_week,
    isSensitive: raw.is_sensitive === 1,
  }));
}
