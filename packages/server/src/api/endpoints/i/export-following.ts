import { startExport } from '../../../services/import-export/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  secure: true,
  limit: { duration: 3600000, max: 1 },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    excludeMuting: { type: 'boolean', default: false },
    excludeInactive: { type: 'boolean', default: false },
  },
} as const satisfies ParamDef;

/** Starts exporting the followed accounts as CSV (optionally without muted or inactive ones). */
export const handler: SignedInHandler<'i/export-following', void> = (ps, { instance, user }) => {
  startExport(instance, user, 'following', {
    excludeMuting: ps.excludeMuting ?? false,
    excludeInactive: ps.excludeInactive ?? false,
  });
};
