import { packDriveFile } from '../../../services/drive/pack.js';
import { listFiles } from '../../../services/drive/repository.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:drive',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    sinceId: { type: 'string' },
    untilId: { type: 'string' },
    folderId: { type: ['string', 'null'], default: null },
    type: { type: ['string', 'null'], pattern: '^[a-zA-Z\\/\\-*]+$' },
  },
} as const satisfies ParamDef;

/** The signed-in user's files in one folder (the root when folderId is null), newest first. */
export const handler: SignedInHandler<'drive/files'> = (ps, { instance, user }) => {
  const files = listFiles(instance.db, {
    userId: user.id,
    folderId: ps.folderId ?? null,
    type: ps.type ?? null,
    ...(ps.sinceId !== undefined ? { sinceId: ps.sinceId } : {}),
    ...(ps.untilId !== undefined ? { untilId: ps.untilId } : {}),
    limit: ps.limit ?? 10,
  });
  return files.map((f) => packDriveFile(instance, f, { self: true }));
};
