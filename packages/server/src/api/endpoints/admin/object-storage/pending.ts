import { pendingCount } from '../../../../services/object-storage/index.js';
import type { CallContext, EndpointMeta, ParamDef } from '../../../endpoint.js';

/**
 * Shiori's own (misskey-js has no such endpoint): how many bucket objects wait on the sweep's
 * list (services/drive/object-sweep.ts), for the line on /admin/object-storage. Administrators
 * only, as the object storage settings are.
 */
export const meta = {
  requireCredential: true,
  requireAdmin: true,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {},
  required: [],
} as const satisfies ParamDef;

export function handler(_params: Record<string, unknown>, ctx: CallContext): { count: number } {
  return { count: pendingCount(ctx.instance.db) };
}
