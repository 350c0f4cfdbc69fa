import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { registryMeta } from '../../../registry-params.js';

export const meta: EndpointMeta = { ...registryMeta };

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

// Every domain the user keeps items in (null is the user's own) with the scopes used under it.
export const handler: SignedInHandler<'i/registry/scopes-with-domain'> = (_ps, ctx) =>
  ctx.instance.registry.scopesWithDomain(ctx.user.id);
