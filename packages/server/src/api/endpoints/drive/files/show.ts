import { ApiError } from '../../../../api/errors.js';
import { findFileByUrl } from '../../../../services/drive/find-by-url.js';
import { packDriveFile } from '../../../../services/drive/pack.js';
import { findFile } from '../../../../services/drive/repository.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:drive',
  errors: {
    noSuchFile: {
      message: 'No such file.',
      code: 'NO_SUCH_FILE',
      id: '067bc436-2718-4795-b0fb-ecbe43949e31',
    },
    accessDenied: {
      message: 'Access denied.',
      code: 'ACCESS_DENIED',
      id: '25b73c73-68b1-41d0-bad1-381cfdf6579f',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    fileId: { type: 'string' },
    url: { type: 'string' },
  },
  anyOf: [{ required: ['fileId'] }, { required: ['url'] }],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'drive/files/show'> = (rawParams, { instance, user }) => {
  const ps = rawParams as { fileId?: string; url?: string };
  const file = ps.fileId ? findFile(instance.db, ps.fileId) : ps.url ? findFileByUrl(instance, ps.url) : null;
  if (!file) throw new ApiError(meta.errors.noSuchFile);
  if (file.userId !== user.id && !user.isAdmin && !user.isModerator)
    throw new ApiError(meta.errors.accessDenied);
  return packDriveFile(instance, file, { detail: true, withUser: true, self: true });
};
