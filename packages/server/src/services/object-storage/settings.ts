import type { Database } from '../../db/database.js';

/**
 * Misskey's object storage settings of meta (the control panel's object-storage page): while
 * `useObjectStorage` is on, new drive files are put in this S3-compatible bucket instead of on
 * this server's disk. Kept as one JSON object in instance_settings; a field never set has
 * Misskey's default. `objectStorageUseProxy` is kept and answered only: this server reaches the
 * bucket directly (it has no outgoing proxy to use).
 */
export interface ObjectStorageSettings {
  useObjectStorage: boolean;
  objectStorageBaseUrl: string | null;
  objectStorageBucket: string | null;
  objectStoragePrefix: string | null;
  /** A host name, with or without `:port` (Misskey's: no scheme, `objectStorageUseSSL` picks it). */
  objectStorageEndpoint: string | null;
  objectStorageRegion: string | null;
  objectStoragePort: number | null;
  objectStorageAccessKey: string | null;
  objectStorageSecretKey: string | null;
  objectStorageUseSSL: boolean;
  objectStorageUseProxy: boolean;
  objectStorageSetPublicRead: boolean;
  objectStorageS3ForcePathStyle: boolean;
}

export const DEFAULT_OBJECT_STORAGE_SETTINGS: ObjectStorageSettings = {
  useObjectStorage: false,
  objectStorageBaseUrl: null,
  objectStorageBucket: null,
  objectStoragePrefix: null,
  objectStorageEndpoint: null,
  objectStorageRegion: null,
  objectStoragePort: null,
  objectStorageAccessKey: null,
  objectStorageSecretKey: null,
  objectStorageUseSSL: true,
  objectStorageUseProxy: true,
  objectStorageSetPublicRead: false,
  objectStorageS3ForcePathStyle: true,
};

export type ObjectStorageSettingsPatch = {
  [K in keyof ObjectStorageSettings]?: ObjectStorageSettings[K] | null;
};

export const OBJECT_STORAGE_FIELDS = Object.keys(
  DEFAULT_OBJECT_STORAGE_SETTINGS,
) as (keyof ObjectStorageSettings)[];

const KEY = 'meta.objectStorage';

export function objectStorageSettings(db: Database): ObjectStorageSettings {
  const row = db.prepare('SELECT value FROM instance_settings WHERE key = ?').get(KEY) as
    | { value: string }
    | undefined;
  return {
    ...DEFAULT_OBJECT_STORAGE_SETTINGS,
    ...((row ? JSON.parse(row.value) : {}) as Partial<ObjectStorageSettings>),
  };
}

/**
 * Changes the fields given: a text or the port sent empty or null is cleared (Misskey's panel
 * sends ''), null on a switch leaves it as it is.
 */
export function updateObjectStorageSettings(db: Database, patch: ObjectStorageSettingsPatch): void {
  if (!OBJECT_STORAGE_FIELDS.some((field) => patch[field] !== undefined)) return;
  const next: Record<string, unknown> = { ...objectStorageSettings(db) };
  for (const field of OBJECT_STORAGE_FIELDS) {
    const value = patch[field];
    if (value === undefined) continue;
    if (typeof DEFAULT_OBJECT_STORAGE_SETTINGS[field] === 'boolean') {
      if (value !== null) next[field] = value;
    } else {
      next[field] = value === '' ? null : value;
    }
  }
  db.prepare(
    'INSERT INTO instance_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(KEY, JSON.stringify(next));
}

/** Where the bucket's objects are read from: the base URL, else the endpoint and bucket (Misskey's rule). */
export function objectBaseUrl(settings: ObjectStorageSettings): string {
  if (settings.objectStorageBaseUrl) return settings.objectStorageBaseUrl.replace(/\/+$/, '');
  const scheme = settings.objectStorageUseSSL ? 'https' : 'http';
  const port = settings.objectStoragePort ? `:${settings.objectStoragePort}` : '';
  return `${scheme}://${settings.objectStorageEndpoint}${port}/${settings.objectStorageBucket}`;
}
