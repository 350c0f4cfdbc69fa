import { addFile, assertMayUpload, MAX_COMMENT_LENGTH } from '../../../../services/drive/add-file.js';
import { driveErrors } from '../../../../services/drive/errors.js';
import { packDriveFile } from '../../../../services/drive/pack.js';
import { uploadedFileOf } from '../../../../services/drive/upload-body.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';

export const meta = {
  requireCredential: true,
  kind: 'write:drive',
  limit: { duration: 60 * 60 * 1000, max: 120 },
  errors: driveErrors,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    folderId: { type: ['string', 'null'], default: null },
    name: { type: ['string', 'null'], default: null },
    comment: { type: ['string', 'null'], maxLength: MAX_COMMENT_LENGTH, default: null },
    isSensitive: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
  },
} as const satisfies ParamDef;

/** Multipart only: the router streams the `file` part to disk before this runs. */
export const handler: SignedInHandler<'drive/files/create'> = async (ps, ctx) => {
  assertMayUpload(ctx.instance, ctx.user);
  const upload = uploadedFileOf(ps);
  if (!upload) throw new ApiError(driveErrors.fileRequired);
  // Some browsers send a path ("C:\fakepath\a.png") as the part's file name: keep its last
  // segment. Browsers name a pasted or generated Blob "blob": that is no name at all.
  let name = ps.name ?? upload.filename?.split(/[\\/]/).pop() ?? null;
  if (name !== null && (name.trim() === '' || name === 'blob')) name = null;
  const file = await addFile(ctx.instance, ctx.user, {
    tempPath: upload.path,
    size: upload.size,
    name,
    comment: ps.comment ?? null,
    folderId: ps.folderId ?? null,
    isSensitive: ps.isSensitive ?? false,
    force: ps.force ?? false,
  });
  return packDriveFile(ctx.instance, file, { self: true });
};
