import type { EndpointMeta, SignedInHandler } from '../../../endpoint.js';
import { registryLocation, registryMeta, scopeParamDef } from '../../../registry-params.js';

export const meta: EndpointMeta = { ...registryMeta };

export const paramDef = scopeParamDef;

/** The JSON type name Misskey reports for a stored value. */
export function registryValueType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

export const handler: SignedInHandler<'i/registry/keys-with-type'> = (ps, ctx) => {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(ctx.instance.registry.getAll(registryLocation(ctx, ps)))) {
    out[key] = registryValueType(value);
  }
  return out;
};
