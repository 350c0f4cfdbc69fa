import { ApiError, type ApiErrorDef } from '../../api/errors.js';
import type { UserRow } from '../../db/users.js';
import { countAntennas } from '../antennas/store.js';
import type { InstanceContext } from '../context.js';
import { driveErrors } from '../drive/errors.js';
import { readFileBytes } from '../drive/file-store.js';
import { findFile } from '../drive/repository.js';
import { noteErrors } from '../notes/note-errors.js';
import { policiesOf } from '../notes/policies.js';
import { accountStanding } from '../notes/standing.js';
import { type ExportedEntity, type FollowingExportOptions, runExport } from './exports.js';
import { type ExportedAntenna, type ImportKind, runAntennaImport, runCsvImport } from './imports.js';
import { jobRunner } from './jobs.js';

export type { UserJob } from './jobs.js';
export { jobRunner } from './jobs.js';

/** Starts an export job; the notification arrives when its file is in the drive. */
export function startExport(
  ctx: InstanceContext,
  user: UserRow,
  entity: ExportedEntity,
  options?: FollowingExportOptions,
): string {
  return jobRunner(ctx).add(user.id, `export:${entity}`, async (progress) => {
    const fresh = ctx.users.findById(user.id);
    if (fresh) await runExport(ctx, fresh, entity, progress, options);
  });
}

/** An import endpoint's errors (each has Misskey's own ids). */
export interface ImportErrors {
  noSuchFile: ApiErrorDef;
  emptyFile: ApiErrorDef;
  tooBigFile?: ApiErrorDef;
  tooManyAntennas?: ApiErrorDef;
}

const policyOf: Record<
  ImportKind,
  'canImportFollowing' | 'canImportMuting' | 'canImportBlocking' | 'canImportUserLists' | 'canImportAntennas'
> = {
  following: 'canImportFollowing',
  muting: 'canImportMuting',
  blocking: 'canImportBlocking',
  userList: 'canImportUserLists',
  antenna: 'canImportAntennas',
};

/** Misskey's limit on a CSV to import (it allows 32 MB only right after a move, which this instance has no import path for). */
export const MAX_CSV_BYTES = 64 * 1024;

/**
 * The checks Misskey makes before queuing an import: the role policy, a moved account, the
 * file being the caller's and not empty (nor too big for a CSV); then the job starts.
 */
export async function startImport(
  ctx: InstanceContext,
  user: UserRow,
  kind: ImportKind,
  fileId: string,
  errors: ImportErrors,
): Promise<string> {
  if (!policiesOf(user, ctx)[policyOf[kind]]) throw new ApiError(noteErrors.rolePermissionDenied);
  if (accountStanding(ctx.db, user.id).movedTo !== null) throw new ApiError(driveErrors.accountMoved);
  const file = findFile(ctx.db, fileId);
  if (!file || file.userId !== user.id) throw new ApiError(errors.noSuchFile);
  if (file.size === 0) throw new ApiError(errors.emptyFile);
  if (kind === 'antenna') {
    let antennas: ExportedAntenna[];
    try {
      const parsed = JSON.parse((await readFileBytes(ctx, file)).toString('utf8')) as unknown;
      antennas = Array.isArray(parsed) ? (parsed as ExportedAntenna[]) : [];
    } catch {
      antennas = [];
    }
    if (antennas.length === 0) throw new ApiError(errors.emptyFile);
    // Misskey refuses when the count would reach the limit (>=), one short of what antennas/create allows.
    const limit = policiesOf(user, ctx).antennaLimit;
    if (errors.tooManyAntennas && countAntennas(ctx, user.id) + antennas.length >= limit) {
      throw new ApiError(errors.tooManyAntennas);
    }
    return jobRunner(ctx).add(
      user.id,
      'import:antenna',
      async (progress) => {
        const fresh = ctx.users.findById(user.id);
        if (fresh) await runAntennaImport(ctx, fresh, antennas, progress);
      },
      file.id,
    );
  }
  if (errors.tooBigFile && file.size > MAX_CSV_BYTES) throw new ApiError(errors.tooBigFile);
  return jobRunner(ctx).add(
    user.id,
    `import:${kind}`,
    async (progress) => {
      const fresh = ctx.users.findById(user.id);
      if (fresh) await runCsvImport(ctx, fresh, kind, file, progress);
    },
    file.id,
  );
}
