import { NOTE_COLUMNS, PURE_RENOTE_SQL, type RawNote, toNote } from '../../../db/notes.js';
import { removeNote } from '../../../services/notes/create.js';
import { findVisibleNote } from '../../../services/notes/visibility.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

export const meta = {
  requireCredential: true,
  kind: 'write:notes',
  limit: { duration: 60 * 60 * 1000, max: 300 },
  errors: {
    noSuchNote: {
      message: 'No such note.',
      code: 'NO_SUCH_NOTE',
      id: 'efd4a259-2442-496b-8dd7-b255aa1a160f',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { noteId: { type: 'string' } },
  required: ['noteId'],
} as const satisfies ParamDef;

/** Takes back every pure renote the user made of the note. */
export const handler: SignedInHandler<'notes/unrenote', void> = (ps, { instance, user }) => {
  const note = findVisibleNote(instance.db, user, ps.noteId);
  if (!note) throw new ApiError(meta.errors.noSuchNote);
  const mine = instance.db
    .prepare(
      `SELECT ${NOTE_COLUMNS} FROM notes n WHERE n.renote_id = ? AND n.user_id = ? AND ${PURE_RENOTE_SQL}`,
    )
    .all(note.id, user.id) as RawNote[];
  for (const raw of mine) removeNote(instance, toNote(raw));
};
