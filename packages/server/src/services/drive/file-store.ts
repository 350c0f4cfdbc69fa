import { createReadStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { InstanceContext } from '../context.js';
import {
  bucketLocation,
  deleteObject,
  getObject,
  listRefusedDelete,
  listUploads,
  newObjectKey,
  ObjectStorageError,
  type ObjectStorageSettings,
  objectStorageSettings,
  objectUrl,
  type PutObjectInput,
  putObject,
  unlist,
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

/** The bucket keys a placement uses (what its row's insert unlists). */
export function objectKeysOf(placement: Placement): string[] {
  return [placement.objectKey, placement.thumbnailObjectKey].filter((key) => key !== null);
}

/**
 * PUTs one object. A PUT the bucket answered with a refusal stored nothing, so its key is
 * unlisted; one that never got an answer (a timeout, a dropped connection) may have stored it,
 * so its key stays listed for the sweep.
 */
async function putListed(db: Database, settings: ObjectStorageSettings, input: PutObjectInput) {
  try {
    await putObject(settings, input);
  } catch (err) {
    if (err instanceof ObjectStorageError && err.status !== undefined) unlist(db, [input.key]);
    throw err;
  }
}

/** Deletes objects at once; a key the bucket does not let go of is listed for the sweep. */
async function deleteOrList(db: Database, settings: ObjectStorageSettings, keys: readonly string[]) {
  for (const key of keys) {
    try {
      await deleteObject(settings, key);
      unlist(db, [key]);
    } catch {
      listRefusedDelete(db, key, bucketLocation(settings));
    }
  }
}

/**
 * Both keys are listed (object-storage/pending.ts) before anything is PUT; the caller unlists
 * them in the transaction that inserts the row, so a crash in between leaves them to the sweep.
 */
function bucketStore(db: Database, settings: ObjectStorageSettings): DriveStore {
  return {
    async keep(bytes) {
      const original = servedAs(bytes.type, bytes.name);
      const objectKey = newObjectKey(settings, bytes.ext, 'original');
      const withThumbnail = bytes.thumbnail !== null && bytes.thumbnailKey !== null;
      const thumbnailObjectKey = withThumbnail ? newObjectKey(settings, 'webp', 'thumbnail') : null;
      listUploads(
        db,
        thumbnailObjectKey ? [objectKey, thumbnailObjectKey] : [objectKey],
        bucketLocation(settings),
      );
      try {
        await putListed(db, settings, {
          key: objectKey,
          body: createReadStream(bytes.tempPath),
          length: bytes.size,
          type: original.contentType,
          disposition: original.disposition,
        });
      } catch (err) {
        if (thumbnailObjectKey) unlist(db, [thumbnailObjectKey]); // never PUT
        throw err;
      }
      if (bytes.thumbnail && thumbnailObjectKey) {
        const thumbnail = thumbnailServedAs(bytes.name);
        try {
          await putListed(db, settings, {
            key: thumbnailObjectKey,
            body: bytes.thumbnail,
            length: bytes.thumbnail.length,
            type: thumbnail.contentType,
            disposition: thumbnail.disposition,
          });
        } catch (err) {
          await deleteOrList(db, settings, [objectKey]);
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
  return settings.useObjectStorage ? bucketStore(ctx.db, settings) : diskStore(ctx.config);
}

/**
 * Removes a file's bytes wherever they are (its row is already gone). Objects are deleted from
 * the bucket the settings name now, as Misskey does; one the bucket refuses to delete is listed
 * and the sweep (object-sweep.ts) tries again later.
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
  await deleteOrList(ctx.db, objectStorageSettings(ctx.db), objectKeys);
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
