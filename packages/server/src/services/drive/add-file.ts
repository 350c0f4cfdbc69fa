import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { ApiError } from '../../api/errors.js';
import type { UserRow } from '../../db/users.js';
import { countFile } from '../charts/events.js';
import type { InstanceContext } from '../context.js';
import { genId } from '../ids.js';
import { policiesOf } from '../notes/policies.js';
import { accountStanding } from '../notes/standing.js';
import { unlist } from '../object-storage/index.js';
import { jobCounter } from '../server-stats/jobs.js';
import { marksUploadsSensitive } from './always-sensitive.js';
import { detectLater } from './detection/index.js';
import { driveErrors } from './errors.js';
import { currentDriveStore, ON_DISK, objectKeysOf, removeFileBytes } from './file-store.js';
import { detectAllowedType } from './file-types.js';
import { describeImage } from './image.js';
import { packDriveFile } from './pack.js';
import {
  type DriveFileRow,
  deleteFileRow,
  driveUsage,
  findFileByMd5,
  findFolderOf,
  insertFile,
} from './repository.js';
import { newKey } from './storage.js';

const MB = 1024 * 1024;
export const MAX_NAME_LENGTH = 200;
export const MAX_COMMENT_LENGTH = 512;

/** Misskey's rule: not empty, not too long, and nothing that reads as a path. */
export function isValidFileName(name: string): boolean {
  return (
    name.trim().length > 0 &&
    name.length <= MAX_NAME_LENGTH &&
    !name.includes('/') &&
    !name.includes('\\') &&
    name !== '.' &&
    name !== '..' &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    !/[\u0000-\u001f\u007f]/.test(name)
  );
}

/** A moved account may not upload (Misskey's prohibitMoved on drive/files/create and upload-from-url). */
export function assertMayUpload(ctx: InstanceContext, user: UserRow): void {
  if (accountStanding(ctx.db, user.id).movedTo !== null) throw new ApiError(driveErrors.accountMoved);
}

export function maxFileSizeOf(ctx: InstanceContext, user: UserRow | null): number {
  return Math.floor(policiesOf(user, ctx).maxFileSizeMb * MB);
}

export function driveCapacityOf(ctx: InstanceContext, user: UserRow): number {
  return Math.floor(policiesOf(user, ctx).driveCapacityMb * MB);
}

export interface AddFileInput {
  /** A temporary file; this call always takes it over (moves it into storage or deletes it). */
  tempPath: string;
  size: number;
  name: string | null;
  comment: string | null;
  folderId: string | null;
  isSensitive: boolean;
  /** Without force, an identical file already in the user's drive is answered instead. */
  force: boolean;
}

async function md5Of(path: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The stored name: the given one (trimmed) or "untitled", with the detected extension. */
function storedName(name: string | null, ext: string): string {
  const base = name?.trim() || 'untitled';
  if (/\.[A-Za-z0-9]{1,8}$/.test(base)) return base;
  const withExt = `${base}.${ext}`;
  return withExt.length <= MAX_NAME_LENGTH ? withExt : base;
}

/**
 * The one pipeline every upload goes through: size and type checks on the bytes, the
 * user's quota, image extras, then storage. Nothing is left behind when it fails.
 */
export async function addFile(
  ctx: InstanceContext,
  user: UserRow,
  input: AddFileInput,
): Promise<DriveFileRow> {
  const { tempPath } = input;
  let moved = false;
  try {
    if (input.size > maxFileSizeOf(ctx, user)) throw new ApiError(driveErrors.maxFileSizeExceeded);
    if (input.name !== null && input.name.trim() !== '' && !isValidFileName(input.name)) {
      throw new ApiError(driveErrors.invalidFileName);
    }
    if (input.folderId !== null && !findFolderOf(ctx.db, user.id, input.folderId)) {
      throw new ApiError(driveErrors.noSuchFolder);
    }
    const type = await detectAllowedType(tempPath);
    if (!type) throw new ApiError(driveErrors.unallowedFileType);

    const md5 = await md5Of(tempPath);
    if (!input.force) {
      const existing = findFileByMd5(ctx.db, user.id, md5);
      if (existing) return existing;
    }

    const capacity = driveCapacityOf(ctx, user);
    if (driveUsage(ctx.db, user.id) + input.size > capacity) throw new ApiError(driveErrors.noFreeSpace);

    // Sizing and the thumbnail are the `queueStats` channel's thumbnail jobs.
    const image = type.mime.startsWith('image/')
      ? await describeImage(tempPath, type.mime).finally(jobCounter(ctx, 'thumbnail').begin())
      : null;
    const policies = policiesOf(user, ctx);
    const file: DriveFileRow = {
      id: genId(),
      createdAt: new Date().toISOString(),
      userId: user.id,
      folderId: input.folderId,
      name: storedName(input.name, type.ext),
      type: type.mime,
      md5,
      size: input.size,
      comment: input.comment,
      isSensitive: input.isSensitive || policies.alwaysMarkNsfw || marksUploadsSensitive(ctx.db, user.id),
      blurhash: image?.blurhash ?? null,
      properties: image?.properties ?? {},
      accessKey: newKey('original'),
      thumbnailKey: image?.thumbnail ? newKey('thumbnail') : null,
      ...ON_DISK,
    };

    // On disk or in the bucket (file-store.ts); a failure there leaves nothing behind.
    const placement = await currentDriveStore(ctx).keep({
      tempPath,
      size: input.size,
      type: type.mime,
      ext: type.ext,
      name: file.name,
      accessKey: file.accessKey,
      thumbnailKey: file.thumbnailKey,
      thumbnail: image?.thumbnail ?? null,
    });
    Object.assign(file, placement);
    moved = true;
    try {
      // Checked again right before the (synchronous) insert: another upload may have finished
      // while this one was being processed.
      if (driveUsage(ctx.db, user.id) + input.size > capacity) throw new ApiError(driveErrors.noFreeSpace);
      // The bucket's keys leave the sweep's list with the row that uses them (file-store.ts).
      ctx.db.transaction(() => {
        insertFile(ctx.db, file);
        countFile(ctx.db, file, 1);
        unlist(ctx.db, objectKeysOf(file));
      })();
    } catch (err) {
      deleteFileRow(ctx.db, file.id);
      await removeFileBytes(ctx, [file]);
      throw err;
    }

    const packed = packDriveFile(ctx, file, { self: true });
    ctx.events.publishMainStream(user.id, 'driveFileCreated', packed);
    ctx.events.publishDriveStream(user.id, 'fileCreated', packed);
    // Misskey skips detection for uploaders a role marks sensitive anyway.
    if (!policies.alwaysMarkNsfw) detectLater(ctx, file);
    return file;
  } finally {
    if (!moved) await rm(tempPath, { force: true });
  }
}
