import type { Database } from '../../db/database.js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { urlOfKey } from '../drive/pack.js';

/** A label and value of the profile's table (Misskey's `fields`). */
export interface ProfileField {
  name: string;
  value: string;
}

/** The parts of i/update kept by migration 024. */
export interface ProfileExtras {
  avatarId: string | null;
  bannerId: string | null;
  location: string | null;
  lang: string | null;
  fields: ProfileField[];
  speakAsCat: boolean;
}

interface RawExtras {
  avatar_id: string | null;
  banner_id: string | null;
  location: string | null;
  lang: string | null;
  fields: string;
  speak_as_cat: number;
}

function parseFields(text: string): ProfileField[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as ProfileField[]) : [];
  } catch {
    return [];
  }
}

export function profileExtrasOf(db: Database, userId: string): ProfileExtras {
  const raw = db
    .prepare('SELECT avatar_id, banner_id, location, lang, fields, speak_as_cat FROM users WHERE id = ?')
    .get(userId) as RawExtras | undefined;
  return {
    avatarId: raw?.avatar_id ?? null,
    bannerId: raw?.banner_id ?? null,
    location: raw?.location ?? null,
    lang: raw?.lang ?? null,
    fields: parseFields(raw?.fields ?? '[]'),
    speakAsCat: raw ? raw.speak_as_cat === 1 : true,
  };
}

/** Stores the given parts (undefined ones stay as they are); the caller has checked them. */
export function updateProfileExtras(db: Database, userId: string, patch: Partial<ProfileExtras>): void {
  const columns: [keyof ProfileExtras, string, (v: never) => unknown][] = [
    ['avatarId', 'avatar_id', (v: string | null) => v],
    ['bannerId', 'banner_id', (v: string | null) => v],
    ['location', 'location', (v: string | null) => v],
    ['lang', 'lang', (v: string | null) => v],
    ['fields', 'fields', (v: ProfileField[]) => JSON.stringify(v)],
    ['speakAsCat', 'speak_as_cat', (v: boolean) => (v ? 1 : 0)],
  ];
  const sets: string[] = [];
  const args: unknown[] = [];
  for (const [key, column, toSql] of columns) {
    if (patch[key] === undefined) continue;
    sets.push(`${column} = ?`);
    args.push(toSql(patch[key] as never));
  }
  if (sets.length === 0) return;
  db.prepare(`UPDATE users SET ${sets.join(', ')} WHERE id = ?`).run(...args, userId);
}

interface RawPicture {
  access_key: string;
  thumbnail_key: string | null;
  blurhash: string | null;
  properties: string;
}

/** The most pixels a picture every viewer's browser decodes may have (the client's own rule for originals). */
const MAX_SHOWN_PIXELS = 8192 * 8192;

function isSafeToShow(properties: string): boolean {
  try {
    const { width, height } = JSON.parse(properties) as { width?: unknown; height?: unknown };
    return typeof width === 'number' && typeof height === 'number' && width * height <= MAX_SHOWN_PIXELS;
  } catch {
    return false;
  }
}

/**
 * The key a picture is shown from: the thumbnail when it is preferred (avatars) or the original
 * is too large or of unknown size to hand to every viewer; none when neither will do, since a
 * decompression bomb as an avatar would reach every page that shows the user.
 */
function shownKey(raw: RawPicture, preferThumbnail: boolean): string | null {
  if (preferThumbnail && raw.thumbnail_key) return raw.thumbnail_key;
  if (isSafeToShow(raw.properties)) return raw.access_key;
  return raw.thumbnail_key;
}

/** The banner's drive file: shown wide, so the original, not the thumbnail. */
function bannerOf(ctx: InstanceContext, userId: string): { url: string; blurhash: string | null } | null {
  const raw = ctx.db
    .prepare(
      'SELECT f.access_key, f.thumbnail_key, f.blurhash, f.properties FROM users u JOIN drive_files f ON f.id = u.banner_id WHERE u.id = ?',
    )
    .get(userId) as RawPicture | undefined;
  const key = raw ? shownKey(raw, false) : null;
  return raw && key ? { url: urlOfKey(ctx, key), blurhash: raw.blurhash } : null;
}

function identiconUrl(ctx: InstanceContext, user: UserRow): string {
  const acct = `${user.username}@${user.host ?? new URL(ctx.config.url).host}`;
  return `${ctx.config.url}/identicon/${encodeURIComponent(acct)}`;
}

/**
 * What every packed user carries of these parts, in one query: the avatar (the chosen picture,
 * else the identicon) and speakAsCat, which Misskey's forks add beside isCat (misskey-js has no
 * such field; clients that do not know it ignore it).
 */
export function packedLiteExtras(ctx: InstanceContext, user: UserRow) {
  const raw = ctx.db
    .prepare(
      `SELECT u.speak_as_cat, f.access_key, f.thumbnail_key, f.blurhash, f.properties
       FROM users u LEFT JOIN drive_files f ON f.id = u.avatar_id WHERE u.id = ?`,
    )
    .get(user.id) as (Partial<RawPicture> & { speak_as_cat: number }) | undefined;
  // An avatar is drawn small: the 498 px WebP thumbnail is enough (Misskey serves a resized copy too).
  const key = raw?.access_key ? shownKey(raw as RawPicture, true) : null;
  return {
    avatarUrl: key ? urlOfKey(ctx, key) : identiconUrl(ctx, user),
    avatarBlurhash: key ? (raw?.blurhash ?? null) : null,
    speakAsCat: raw ? raw.speak_as_cat === 1 : true,
  };
}

/** What a detailed user shows of these parts. */
export function packedProfileExtras(ctx: InstanceContext, user: UserRow) {
  const extras = profileExtrasOf(ctx.db, user.id);
  const banner = bannerOf(ctx, user.id);
  return {
    bannerUrl: banner?.url ?? null,
    bannerBlurhash: banner?.blurhash ?? null,
    location: extras.location,
    lang: extras.lang,
    fields: extras.fields,
  };
}

/** The owner's view adds the file ids, as Misskey's MeDetailed. */
export function packedProfileExtrasForMe(ctx: InstanceContext, user: UserRow) {
  const extras = profileExtrasOf(ctx.db, user.id);
  return { avatarId: extras.avatarId, bannerId: extras.bannerId };
}
