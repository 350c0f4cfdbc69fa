import { packDriveFile } from '../../../services/drive/pack.js';
import { pageWindowOf } from '../../../services/drive/page-window.js';
import { type FileSort, listFiles } from '../../../services/drive/repository.js';
import { pageParamDef } from '../../../services/notes/timelines.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:drive',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    ...pageParamDef,
    folderId: { type: ['string', 'null'], default: null },
    type: { type: ['string', 'null'], pattern: '^[a-zA-Z\\/\\-*]+$' },
    sort: {
      type: ['string', 'null'],
      enum: ['+createdAt', '-createdAt', '+name', '-name', '+size', '-size', null],
    },
  },
} as const satisfies ParamDef;

/**
 * The signed-in user's files in one folder (the root when folderId is null), newest first,
 * or in `sort` order (`+` descending, as in Misskey: `+size` is largest first).
 */
export const handler: SignedInHandler<'drive/files'> = (ps, { instance, user }) => {
  const files = listFiles(instance.db, {
    userId: user.id,
    folderId: ps.folderId ?? null,
    type: ps.type ?? null,
    sort: (ps.sort ?? null) as FileSort | null,
    ...pageWindowOf(ps),
    limit: ps.limit ?? 10,
  });
  return files.map((f) => packDriveFile(instance, f, { self: true }));
};
