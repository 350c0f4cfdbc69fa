import type { entities } from 'misskey-js';
import { findOwnClip, packClip, updateClip } from '../../../services/clips.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { noSuchClip } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: { noSuchClip: noSuchClip('b4d92d70-b216-46fa-9a3f-a8c811699257') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    clipId: { type: 'string' },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    isPublic: { type: 'boolean' },
    description: { type: ['string', 'null'], minLength: 1, maxLength: 2048 },
  },
  required: ['clipId'],
} as const satisfies ParamDef;

/** Only the owner may edit a clip; someone else's answers as if it did not exist. */
export const handler: SignedInHandler<'clips/update', entities.Clip> = (ps, { instance, user }) => {
  const clip = findOwnClip(instance, user, ps.clipId);
  if (!clip) throw new ApiError(meta.errors.noSuchClip);
  const updated = updateClip(instance, clip, {
    name: ps.name,
    description: ps.description,
    isPublic: ps.isPublic,
  });
  return packClip(instance, updated, user) as entities.Clip;
};
