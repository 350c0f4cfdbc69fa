import type { entities } from 'misskey-js';
import { findVisibleClip, listClipNotes } from '../../../services/clips.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { pageOf, pageProperties } from '../following/shared.js';
import { noSuchClip } from './shared.js';

export const meta = {
  requireCredential: false,
  kind: 'read:account',
  errors: { noSuchClip: noSuchClip('1d7645e6-2b6d-4635-b0fe-fe22b0e72e00') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    clipId: { type: 'string' },
    ...pageProperties,
    search: { type: ['string', 'null'], minLength: 1, maxLength: 100 },
  },
  required: ['clipId'],
} as const satisfies ParamDef;

/** The clip's notes the viewer may see: a clip never widens who sees a note. */
export const handler: Handler<'clips/notes', entities.Note[]> = (ps, { instance, user }) => {
  const clip = findVisibleClip(instance, user, ps.clipId);
  if (!clip) throw new ApiError(meta.errors.noSuchClip);
  return listClipNotes(instance, clip, user, { ...pageOf(ps), search: ps.search });
};
