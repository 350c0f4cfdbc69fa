import { favoriteClip, findVisibleClip } from '../../../services/clips.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { clipIdParam, noSuchClip } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:clip-favorite',
  errors: {
    noSuchClip: noSuchClip('4c2aaeae-80d8-4250-9606-26cb1fdb77a5'),
    alreadyFavorited: {
      message: 'The clip has already been favorited.',
      code: 'ALREADY_FAVORITED',
      id: '92658936-c625-4273-8326-2d790129256e',
    },
  },
} satisfies EndpointMeta;

export const paramDef = clipIdParam satisfies ParamDef;

export const handler: SignedInHandler<'clips/favorite', void> = (ps, { instance, user }) => {
  const clip = findVisibleClip(instance, user, ps.clipId);
  if (!clip) throw new ApiError(meta.errors.noSuchClip);
  if (!favoriteClip(instance, user.id, clip.id)) throw new ApiError(meta.errors.alreadyFavorited);
};
