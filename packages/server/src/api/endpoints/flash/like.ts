import { findFlash, likeFlash } from '../../../services/flash.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { flashIdParam, noSuchFlash } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:flash-likes',
  errors: {
    noSuchFlash: noSuchFlash('c07c1491-9161-4c5c-9d75-01906f911f73'),
    yourFlash: {
      message: 'You cannot like your flash.',
      code: 'YOUR_FLASH',
      id: '3fd8a0e7-5955-4ba9-85bb-bf3e0c30e13b',
    },
    alreadyLiked: {
      message: 'The flash has already been liked.',
      code: 'ALREADY_LIKED',
      id: '010065cf-ad43-40df-8067-abff9f4686e3',
    },
  },
} satisfies EndpointMeta;

export const paramDef = flashIdParam satisfies ParamDef;

export const handler: SignedInHandler<'flash/like', void> = (ps, { instance, user }) => {
  const flash = findFlash(instance, ps.flashId);
  if (!flash) throw new ApiError(meta.errors.noSuchFlash);
  if (flash.userId === user.id) throw new ApiError(meta.errors.yourFlash);
  if (!likeFlash(instance, user.id, flash.id)) throw new ApiError(meta.errors.alreadyLiked);
};
