import { vacuumDatabase } from '../../../services/database-stats.js';
import type { CallContext, EndpointMeta, ParamDef } from '../../endpoint.js';

/**
 * Misskey 12's admin/vacuum (later removed from Misskey; misskey-js does not declare it), with
 * its two switches: `full` rewrites the file (SQLite's VACUUM), `analyze` refreshes statistics.
 * Administrators only, and no app token may call it (no kind).
 */
export const meta = {
  requireCredential: true,
  requireAdmin: true,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { full: { type: 'boolean', default: false }, analyze: { type: 'boolean', default: false } },
  required: [],
} as const satisfies ParamDef;

export function handler(rawParams: Record<string, unknown>, ctx: CallContext): null {
  vacuumDatabase(ctx.instance, { full: rawParams.full === true, analyze: rawParams.analyze === true });
  return null;
}
