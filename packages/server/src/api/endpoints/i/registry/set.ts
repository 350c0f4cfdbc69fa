import { genId } from '../../../../services/ids.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import {
  domainSchema,
  keySchema,
  registryLocation,
  registryMeta,
  scopeSchema,
} from '../../../registry-params.js';

export const meta: EndpointMeta = { ...registryMeta };

export const paramDef = {
  type: 'object',
  properties: { key: keySchema, value: {}, scope: scopeSchema, domain: domainSchema },
  required: ['key', 'value'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'i/registry/set', void> = (ps, ctx) => {
  const loc = registryLocation(ctx, ps);
  ctx.instance.registry.set(loc, ps.key, ps.value, genId(), new Date().toISOString());
  // Other tabs and devices of the same account apply synced settings live from this.
  ctx.instance.events.publishMainStream(ctx.user.id, 'registryUpdated', {
    scope: ps.scope,
    key: ps.key,
    value: ps.value,
  });
};
