import { findOwnClip, removeClipNote } from '../../../services/clips.js';
import { findVisibleNote } from '../../../services/notes/visibility.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { noSuchClip } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: {
    noSuchClip: noSuchClip('b80525c6-97f7-49d7-a42d-ebccd49cfd52'),
    noSuchNote: {
      message: 'No such note.',
      code: 'NO_SUCH_NOTE',
      id: 'aff017de-190e-434b-893e-33a9ff5049d8',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { clipId: { type: 'string' }, noteId: { type: 'string' } },
  required: ['clipId', 'noteId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'clips/remove-note', void> = (ps, { instance, user }) => {
  const clip = findOwnClip(instance, user, ps.clipId);
  if (!clip) throw new ApiError(meta.errors.noSuchClip);
  const note = findVisibleNote(instance.db, user, ps.noteId);
  if (!note) throw new ApiError(meta.errors.noSuchNote);
  removeClipNote(instance, clip, note.id);
};
