import { findAd, updateAd } from '../../../../services/ads.js';
import { logModeration } from '../../../../services/moderation/log.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { adFieldProperties } from './create.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:ad',
  errors: {
    noSuchAd: { message: 'No such ad.', code: 'NO_SUCH_AD', id: 'b7aa1727-1354-47bc-a182-3a9c3973d300' },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { id: { type: 'string' }, ...adFieldProperties },
  required: ['id'],
} as const satisfies ParamDef;

/** Changes the given fields of an ad; answers nothing (204), as Misskey does. */
export const handler: SignedInHandler<'admin/ad/update', void> = (ps, { instance, user: me }) => {
  const { id, ...patch } = ps;
  const before = findAd(instance.db, id);
  if (!updateAd(instance.db, id, patch)) throw new ApiError(meta.errors.noSuchAd);
  logModeration(instance, me, 'updateAd', { adId: id, before, after: findAd(instance.db, id) });
};
