import { deleteClip, findOwnClip } from '../../../services/clips.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { clipIdParam, noSuchClip } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: { noSuchClip: noSuchClip('70ca08ba-6865-4630-b6fb-8494759aa754') },
} satisfies EndpointMeta;

export const paramDef = clipIdParam satisfies ParamDef;

export const handler: SignedInHandler<'clips/delete', void> = (ps, { instance, user }) => {
  const clip = findOwnClip(instance, user, ps.clipId);
  if (!clip) throw new ApiError(meta.errors.noSuchClip);
  deleteClip(instance, clip);
};
