import type { EndpointMeta, SignedInHandler } from '../../../endpoint.js';
import { registryLocation, registryMeta, scopeParamDef } from '../../../registry-params.js';

export const meta: EndpointMeta = { ...registryMeta };

export const paramDef = scopeParamDef;

export const handler: SignedInHandler<'i/registry/get-all', Record<string, unknown>> = (ps, ctx) =>
  ctx.instance.registry.getAll(registryLocation(ctx, ps));
