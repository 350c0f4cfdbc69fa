import type { entities } from 'misskey-js';
import { listNoteClips } from '../../../services/clips.js';
import { findVisibleNote } from '../../../services/notes/visibility.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

export const meta = {
  requireCredential: false,
  errors: {
    noSuchNote: {
      message: 'No such note.',
      code: 'NO_SUCH_NOTE',
      id: '47db1a1c-b0af-458d-8fb4-986e4efafe1e',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { noteId: { type: 'string' } },
  required: ['noteId'],
} as const satisfies ParamDef;

/** The public clips holding a note the viewer may see (private clips are never listed here). */
export const handler: Handler<'notes/clips', entities.Clip[]> = (ps, { instance, user }) => {
  const note = findVisibleNote(instance.db, user, ps.noteId);
  if (!note) throw new ApiError(meta.errors.noSuchNote);
  return listNoteClips(instance, note.id, user);
};
