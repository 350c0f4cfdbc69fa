import {
  bucketLocation,
  type ElsewhereObjects,
  elsewhereCounts,
  objectStorageSettings,
  pendingCount,
} from '../../../../services/object-storage/index.js';
import type { CallContext, EndpointMeta, ParamDef } from '../../../endpoint.js';

/**
 * Shiori's own (misskey-js has no such endpoint): how many bucket objects wait on the sweep's
 * list (services/drive/object-sweep.ts), for the line on /admin/object-storage, and those of them
 * in a bucket the settings no longer name (kept until settings naming it come back). The buckets
 * are named by location only (scheme, endpoint, port, bucket, region: no key or secret).
 * Administrators only, as the object storage settings are.
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

export function handler(
  _params: Record<string, unknown>,
  ctx: CallContext,
): { count: number; elsewhere: ElsewhereObjects[] } {
  const { db } = ctx.instance;
  const settings = objectStorageSettings(db);
  const here = settings.objectStorageBucket ? bucketLocation(settings) : null;
  return { count: pendingCount(db), elsewhere: elsewhereCounts(db, here) };
}
