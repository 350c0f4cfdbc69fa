import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { domainSchema, registryLocation, registryMeta, scopeSchema } from '../../../registry-params.js';

export const meta: EndpointMeta = { ...registryMeta };

export const paramDef = {
  type: 'object',
  properties: { scope: scopeSchema, domain: domainSchema },
} as const satisfies ParamDef;

export const handler: SignedInHandler<'i/registry/get-all', Record<string, unknown>> = (ps, ctx) =>
  ctx.instance.registry.getAll(registryLocation(ctx, ps));
