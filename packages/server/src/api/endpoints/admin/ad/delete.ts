import { deleteAd, findAd } from '../../../../services/ads.js';
import { logModeration } from '../../../../services/moderation/log.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:ad',
  errors: {
    noSuchAd: { message: 'No such ad.', code: 'NO_SUCH_AD', id: 'ccac9863-3a03-416e-b899-8a64041118b1' },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { id: { type: 'string' } },
  required: ['id'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/ad/delete', void> = (ps, { instance, user: me }) => {
  const ad = findAd(instance.db, ps.id);
  if (!deleteAd(instance.db, ps.id)) throw new ApiError(meta.errors.noSuchAd);
  logModeration(instance, me, 'deleteAd', { adId: ps.id, ad });
};
