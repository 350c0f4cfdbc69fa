import { packDriveFile } from '../../../../services/drive/pack.js';
import { findFilesByName } from '../../../../services/drive/repository.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:drive',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    folderId: { type: ['string', 'null'], default: null },
  },
  required: ['name'],
} as const satisfies ParamDef;

/** The caller's files named exactly `name` in one folder (the root when null); never anyone else's. */
export const handler: SignedInHandler<'drive/files/find'> = (ps, { instance, user }) =>
  findFilesByName(instance.db, user.id, ps.name, ps.folderId ?? null).map((f) =>
    packDriveFile(instance, f, { self: true }),
  );
