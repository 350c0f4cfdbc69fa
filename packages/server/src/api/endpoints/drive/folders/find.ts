import { packDriveFolder } from '../../../../services/drive/pack.js';
import { findFoldersByName } from '../../../../services/drive/repository.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:drive',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    parentId: { type: ['string', 'null'], default: null },
  },
  required: ['name'],
} as const satisfies ParamDef;

/** The caller's folders named exactly `name` under one parent (the root when null). */
export const handler: SignedInHandler<'drive/folders/find'> = (ps, { instance, user }) =>
  findFoldersByName(instance.db, user.id, ps.name, ps.parentId ?? null).map((f) =>
    packDriveFolder(instance, f),
  );
