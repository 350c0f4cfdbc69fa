import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { addFile, maxFileSizeOf } from './add-file.js';
import { fetchToTempFile } from './fetch-url.js';
import { packDriveFile } from './pack.js';
import type { DriveFileRow } from './repository.js';

export interface UrlUploadInput {
  url: string;
  folderId: string | null;
  isSensitive: boolean;
  comment: string | null;
  force: boolean;
}

/** Fetches a URL into the user's drive through the same checks as a direct upload. */
export async function uploadFromUrl(
  ctx: InstanceContext,
  user: UserRow,
  input: UrlUploadInput,
): Promise<DriveFileRow> {
  const fetched = await fetchToTempFile(ctx.config, input.url, maxFileSizeOf(ctx, user));
  return addFile(ctx, user, {
    tempPath: fetched.path,
    size: fetched.size,
    name: fetched.filename,
    comment: input.comment,
    folderId: input.folderId,
    isSensitive: input.isSensitive,
    force: input.force,
  });
}

/**
 * Runs a URL upload in the background and, when it succeeds, tells the user's main stream
 * `urlUploadFinished` with their marker (Misskey answers the call at once and says nothing
 * on failure; `onError` is for the log).
 */
export function startUrlUpload(
  ctx: InstanceContext,
  user: UserRow,
  input: UrlUploadInput & { marker: string | null },
  onError: (err: unknown) => void,
): Promise<void> {
  return uploadFromUrl(ctx, user, input).then((file) => {
    ctx.events.publishMainStream(user.id, 'urlUploadFinished', {
      // misskey-js types the marker as a string; Misskey sends null when none was given.
      marker: input.marker as string,
      file: packDriveFile(ctx, file, { self: true }),
    });
  }, onError);
}
