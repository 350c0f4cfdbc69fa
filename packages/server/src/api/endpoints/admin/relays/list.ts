import { listRelays } from '../../../../services/relays/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:relays',
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {}, required: [] } as const satisfies ParamDef;

/** The relays recorded with admin/relays/add (services/relays: this server sends them nothing). */
export const handler: SignedInHandler<'admin/relays/list'> = (_ps, { instance }) => listRelays(instance.db);
