import type { entities } from 'misskey-js';
import { packNoteFor } from '../../../services/notes/pack.js';
import { findVisibleNote } from '../../../services/notes/visibility.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

export const meta = {
  requireCredential: false,
  errors: {
    noSuchNote: {
      message: 'No such note.',
      code: 'NO_SUCH_NOTE',
      id: '24fcbfc6-2e37-42b6-8388-c29b3861a08d',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { noteId: { type: 'string' } },
  required: ['noteId'],
} as const satisfies ParamDef;

export const handler: Handler<'notes/show', entities.Note> = (ps, { instance, user }) => {
  // A note the asker may not see is answered exactly like one that does not exist.
  const note = findVisibleNote(instance.db, user, ps.noteId);
  const packed = note ? packNoteFor(instance, note, user) : null;
  if (!packed) throw new ApiError(meta.errors.noSuchNote);
  return packed;
};
