import { findFlash, unlikeFlash } from '../../../services/flash.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { flashIdParam, noSuchFlash } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:flash-likes',
  errors: {
    noSuchFlash: noSuchFlash('afe8424a-a69e-432d-a5f2-2f0740c62410'),
    notLiked: {
      message: 'You have not liked that flash.',
      code: 'NOT_LIKED',
      id: '755f25a7-9871-4f65-9f34-51eaad9ae0ac',
    },
  },
} satisfies EndpointMeta;

export const paramDef = flashIdParam satisfies ParamDef;

export const handler: SignedInHandler<'flash/unlike', void> = (ps, { instance, user }) => {
  const flash = findFlash(instance, ps.flashId);
  if (!flash) throw new ApiError(meta.errors.noSuchFlash);
  if (!unlikeFlash(instance, user.id, flash.id)) throw new ApiError(meta.errors.notLiked);
};
