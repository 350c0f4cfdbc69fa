import { createReadStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import type { Config } from '../../config.js';
import type { InstanceContext } from '../context.js';
import {
  deleteObject,
  getObject,
  newObjectKey,
  type ObjectStorageSettings,
  objectStorageSettings,
  objectUrl,
  putObject,
} from '../object-storage/index.js';
import { servedAs, thumbnailServedAs } from './disposition.js';
import type { DriveFileRow } from './repository.js';
import { pathOfKey, removeKeys, storeBytes, storeUploaded } from './storage.js';

/**
 * The storage choice behind the drive: this server's disk (storage.ts) or, while the control
 * panel's object storage is on, the S3-compatible bucket. Files keep the store they were made in:
 * turning object storage on or off changes where new files go, never where old ones are.
 */

/** Where a file's bytes are when they are in the bucket; all null on disk. */
export type Placement = Pick<
  DriveFileRow,
  'objectKey' | 'thumbnailObjectKey' | 'storedUrl' | 'thumbnailStoredUrl'
>;

/** What names a file's bytes: its keys on disk and, for a file in the bucket, its objects. */
export type StoredBytes = Placement & Pick<DriveFileRow, 'accessKey' | 'thumbnailKey'>;

export const ON_DISK: Placement = {
  objectKey: null,
  thumbnailObjectKey: null,
  storedUrl: null,
  thumbnailStoredUrl: null,
};

export interface NewFileBytes {
  /** The uploaded temporary file; keep() takes it over when it succeeds. */
  tempPath: string;
  size: number;
  type: string;
  /** The detected extension, without the dot. */
  ext: string;
  name: string;
  accessKey: string;
  thumbnailKey: string | null;
  thumbnail: Buffer | null;
}

export interface DriveStore {
  /** Keeps the original and its thumbnail; when it fails nothing of them stays anywhere. */
  keep(bytes: NewFileBytes): Promise<Placement>;
}

function diskStore(config: Config): DriveStore {
  return {
    async keep(bytes) {
      await storeUploaded(config, bytes.tempPath, bytes.accessKey);
      try {
        if (bytes.thumbnail && bytes.thumbnailKey)
          await storeBytes(config, bytes.thumbnailKey, bytes.thumbnail);
      } catch (err) {
        await removeKeys(config, [bytes.accessKey, bytes.thumbnailKey]);
        throw err;
      }
      return ON_DISK;
    },
  };
}

function bucketStore(settings: ObjectStorageSettings): DriveStore {
  return {
    async keep(bytes) {
      const original = servedAs(bytes.type, bytes.name);
      const objectKey = newObjectKey(settings, bytes.ext, 'original');
      await putObject(settings, {
        key: objectKey,
        body: createReadStream(bytes.tempPath),
        length: bytes.size,
        type: original.contentType,
        disposition: original.disposition,
      });
      let thumbnailObjectKey: string | null = null;
      if (bytes.thumbnail && bytes.thumbnailKey) {
        const thumbnail = thumbnailServedAs(bytes.name);
        thumbnailObjectKey = newObjectKey(settings, 'webp', 'thumbnail');
        try {
          await putObject(settings, {
            key: thumbnailObjectKey,
            body: bytes.thumbnail,
            length: bytes.thumbnail.length,
            type: thumbnail.contentType,
            disposition: thumbnail.disposition,
          });
        } catch (err) {
          await deleteObject(settings, objectKey).catch(() => undefined);
          throw err;
        }
      }
      await rm(bytes.tempPath, { force: true });
      return {
        objectKey,
        thumbnailObjectKey,
        storedUrl: objectUrl(settings, objectKey),
        thumbnailStoredUrl: thumbnailObjectKey ? objectUrl(settings, thumbnailObjectKey) : null,
      };
    },
  };
}

/** The store new files go to now. */
export function currentDriveStore(ctx: InstanceContext): DriveStore {
  const settings = objectStorageSettings(ctx.db);
  return settings.useObjectStorage ? bucketStore(settings) : diskStore(ctx.config);
}

/**
 * Removes a file's bytes wherever they are (its row is already gone). Objects are deleted from
 * the bucket the settings name now, as Misskey does; one the bucket refuses to delete stays
 * there, since the file is gone for its owner either way.
 */
export async function removeFileBytes(ctx: InstanceContext, files: readonly StoredBytes[]): Promise<void> {
  await removeKeys(
    ctx.config,
    files.flatMap((file) => [file.accessKey, file.thumbnailKey]),
  );
  const objectKeys = files
    .flatMap((file) => [file.objectKey, file.thumbnailObjectKey])
    .filter((key) => key !== null);
  if (objectKeys.length === 0) return;
  const settings = objectStorageSettings(ctx.db);
  for (const key of objectKeys) await deleteObject(settings, key).catch(() => undefined);
}

/**
 * The original's bytes for the server's own use (an emoji made from a drive file, an import):
 * the path on disk, or the object's bytes fetched from the bucket with the panel's keys (a
 * private bucket included).
 */
export async function fileSource(ctx: InstanceContext, file: StoredBytes): Promise<string | Buffer> {
  if (file.objectKey === null) return pathOfKey(ctx.config, file.accessKey);
  return getObject(objectStorageSettings(ctx.db), file.objectKey);
}

/** The original's bytes, read whole (imports: small text files). */
export async function readFileBytes(ctx: InstanceContext, file: StoredBytes): Promise<Buffer> {
  const source = await fileSource(ctx, file);
  return typeof source === 'string' ? readFile(source) : source;
}
