import type { entities } from 'misskey-js';
import { findVisibleClip, packClip } from '../../../services/clips.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { clipIdParam, noSuchClip } from './shared.js';

export const meta = {
  requireCredential: false,
  kind: 'read:account',
  errors: { noSuchClip: noSuchClip('c3c5fe33-d62c-44d2-9ea5-d997703f5c20') },
} satisfies EndpointMeta;

export const paramDef = clipIdParam satisfies ParamDef;

/** A private clip answers only its owner; to anyone else it does not exist. */
export const handler: Handler<'clips/show', entities.Clip> = (ps, { instance, user }) => {
  const clip = findVisibleClip(instance, user, ps.clipId);
  const packed = clip && packClip(instance, clip, user);
  if (!packed) throw new ApiError(meta.errors.noSuchClip);
  return packed;
};
