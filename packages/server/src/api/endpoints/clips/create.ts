import type { entities } from 'misskey-js';
import { countClips, createClip, packClip } from '../../../services/clips.js';
import { policiesOf } from '../../../services/notes/policies.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: {
    tooManyClips: {
      message: 'You cannot create clip any more.',
      code: 'TOO_MANY_CLIPS',
      id: '920f7c2d-6208-4b76-8082-e632020f5883',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    isPublic: { type: 'boolean', default: false },
    description: { type: ['string', 'null'], minLength: 1, maxLength: 2048 },
  },
  required: ['name'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'clips/create', entities.Clip> = (ps, { instance, user }) => {
  if (countClips(instance, user.id) >= policiesOf(user, instance).clipLimit) {
    throw new ApiError(meta.errors.tooManyClips);
  }
  const clip = createClip(instance, user, {
    name: ps.name,
    description: ps.description ?? null,
    isPublic: ps.isPublic ?? false,
  });
  return packClip(instance, clip, user) as entities.Clip;
};
