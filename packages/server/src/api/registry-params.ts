import type { RegistryLocation } from '../db/registry.js';
import type { ParamDef, SignedInContext } from './endpoint.js';

// Parameter schema pieces shared by the i/registry/* endpoints.
export const scopeSchema = {
  type: 'array',
  default: [],
  maxItems: 16,
  items: { type: 'string', pattern: '^[a-zA-Z0-9_]+$', minLength: 1, maxLength: 64 },
} as const;

export const keySchema = { type: 'string', minLength: 1, maxLength: 256 } as const;

export const domainSchema = { type: ['string', 'null'], maxLength: 256 } as const;

/** One key of a scope (get, get-detail, remove). */
export const keyParamDef = {
  type: 'object',
  properties: { key: keySchema, scope: scopeSchema, domain: domainSchema },
  required: ['key'],
} as const satisfies ParamDef;

/** A whole scope (get-all, keys, keys-with-type). */
export const scopeParamDef = {
  type: 'object',
  properties: { scope: scopeSchema, domain: domainSchema },
} as const satisfies ParamDef;

export function registryLocation(
  ctx: SignedInContext,
  ps: { scope: string[]; domain?: string | null },
): RegistryLocation {
  return { userId: ctx.user.id, domain: ps.domain ?? null, scope: ps.scope };
}

export const registryMeta = {
  requireCredential: true,
  secure: true,
} as const;
