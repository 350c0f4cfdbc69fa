import { findVisibleClip, unfavoriteClip } from '../../../services/clips.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { clipIdParam, noSuchClip } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:clip-favorite',
  errors: {
    noSuchClip: noSuchClip('2603966e-b865-426c-94a7-af4a01241dc1'),
    notFavorited: {
      message: 'You have not favorited the clip.',
      code: 'NOT_FAVORITED',
      id: '90c3a9e8-b321-4dae-bf57-2bf79bbcc187',
    },
  },
} satisfies EndpointMeta;

export const paramDef = clipIdParam satisfies ParamDef;

export const handler: SignedInHandler<'clips/unfavorite', void> = (ps, { instance, user }) => {
  const clip = findVisibleClip(instance, user, ps.clipId);
  if (!clip) throw new ApiError(meta.errors.noSuchClip);
  if (!unfavoriteClip(instance, user.id, clip.id)) throw new ApiError(meta.errors.notFavorited);
};
