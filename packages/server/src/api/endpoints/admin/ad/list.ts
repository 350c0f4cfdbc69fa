import type { entities } from 'misskey-js';
import { listAds } from '../../../../services/ads.js';
import { pageParamDef } from '../../../../services/notes/timelines.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:ad',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    ...pageParamDef,
    publishing: { type: ['boolean', 'null'], default: null },
  },
} as const satisfies ParamDef;

/** Every ad, running or not (`publishing` narrows it), newest first. */
export const handler: SignedInHandler<'admin/ad/list'> = (ps, { instance }): entities.Ad[] =>
  listAds(instance.db, { ...ps, limit: ps.limit ?? 10, publishing: ps.publishing ?? null });
