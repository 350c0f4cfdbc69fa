import { packDriveFile } from '../../../services/drive/pack.js';
import { pageWindowOf } from '../../../services/drive/page-window.js';
import { listFiles } from '../../../services/drive/repository.js';
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
    type: { type: 'string', pattern: '^[a-zA-Z\\/\\-*]+$' },
  },
} as const satisfies ParamDef;

/** Every file of the signed-in user whatever its folder, newest first. */
export const handler: SignedInHandler<'drive/stream'> = (ps, { instance, user }) => {
  const files = listFiles(instance.db, {
    userId: user.id,
    type: ps.type ?? null,
    ...pageWindowOf(ps),
    limit: ps.limit ?? 10,
  });
  return files.map((f) => packDriveFile(instance, f, { self: true }));
};
