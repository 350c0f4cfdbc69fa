import { packDriveFolder } from '../../../services/drive/pack.js';
import { pageWindowOf } from '../../../services/drive/page-window.js';
import { listFolders } from '../../../services/drive/repository.js';
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
  },
} as const satisfies ParamDef;

/** The signed-in user's folders inside `folderId` (the root when null). */
export const handler: SignedInHandler<'drive/folders'> = (ps, { instance, user }) => {
  const folders = listFolders(instance.db, {
    userId: user.id,
    parentId: ps.folderId ?? null,
    ...pageWindowOf(ps),
    limit: ps.limit ?? 10,
  });
  return folders.map((f) => packDriveFolder(instance, f, { detail: true }));
};
