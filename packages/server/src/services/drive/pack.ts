import type { entities } from 'misskey-js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { packUserLite } from '../user-packer.js';
import { type DriveFileRow, type DriveFolderRow, findFolder, folderCounts } from './repository.js';

/** The absolute URL a stored key is served at (built at pack time: the instance URL may change). */
export function urlOfKey(ctx: InstanceContext, key: string): string {
  return `${ctx.config.url}/files/${key}`;
}

export interface PackFileOptions {
  /** Include the folder object (drive/files/show). */
  detail?: boolean;
  /** Include the owner (drive/files/show). */
  withUser?: boolean;
  self?: boolean;
}

/** misskey-js `DriveFile`. */
export function packDriveFile(
  ctx: InstanceContext,
  file: DriveFileRow,
  options: PackFileOptions = {},
): entities.DriveFile {
  let owner: UserRow | null = null;
  if (options.withUser) owner = ctx.users.findById(file.userId);
  const folder = options.detail && file.folderId ? findFolder(ctx.db, file.folderId) : null;
  return {
    id: file.id,
    createdAt: file.createdAt,
    name: file.name,
    type: file.type,
    md5: file.md5,
    size: file.size,
    isSensitive: file.isSensitive,
    blurhash: file.blurhash,
    properties: { ...file.properties },
    // A file in object storage is read from the bucket; one on disk from this server.
    url: file.storedUrl ?? urlOfKey(ctx, file.accessKey),
    thumbnailUrl: file.thumbnailStoredUrl ?? (file.thumbnailKey ? urlOfKey(ctx, file.thumbnailKey) : null),
    comment: file.comment,
    folderId: file.folderId,
    folder: folder ? packDriveFolder(ctx, folder) : null,
    userId: file.userId,
    user: owner ? packUserLite(ctx, owner) : null,
  };
}

/** misskey-js `DriveFolder`; with counts when asked (Misskey's detail packing). */
export function packDriveFolder(
  ctx: InstanceContext,
  folder: DriveFolderRow,
  options: { detail?: boolean } = {},
): entities.DriveFolder {
  return {
    id: folder.id,
    createdAt: folder.createdAt,
    name: folder.name,
    parentId: folder.parentId,
    ...(options.detail ? folderCounts(ctx.db, folder.id) : {}),
  };
}
