import { tableStats } from '../../../services/database-stats.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  requireAdmin: true,
  kind: 'read:admin:table-stats',
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {}, required: [] } as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/get-table-stats'> = (_ps, { instance }) => tableStats(instance);
