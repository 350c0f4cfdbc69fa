import type { entities } from 'misskey-js';
import { createAd } from '../../../../services/ads.js';
import { logModeration } from '../../../../services/moderation/log.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

/** Places an ad (moderators, as in Misskey). */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:ad',
} satisfies EndpointMeta;

export const adFieldProperties = {
  url: { type: 'string', minLength: 1 },
  memo: { type: 'string' },
  place: { type: 'string' },
  priority: { type: 'string' },
  ratio: { type: 'integer' },
  expiresAt: { type: 'integer' },
  startsAt: { type: 'integer' },
  imageUrl: { type: 'string', minLength: 1 },
  dayOfWeek: { type: 'integer' },
  isSensitive: { type: 'boolean' },
} as const;

export const paramDef = {
  type: 'object',
  properties: adFieldProperties,
  required: ['url', 'memo', 'place', 'priority', 'ratio', 'expiresAt', 'startsAt', 'imageUrl', 'dayOfWeek'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/ad/create'> = (ps, { instance, user: me }): entities.Ad => {
  const ad = createAd(instance.db, { ...ps, isSensitive: ps.isSensitive ?? false });
  logModeration(instance, me, 'createAd', { adId: ad.id, ad });
  return ad;
};
