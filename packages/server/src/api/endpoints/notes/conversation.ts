import type { entities } from 'misskey-js';
import { findNote } from '../../../db/notes.js';
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
      id: 'e1035875-9551-45ec-afa8-1ded1fcb53c8',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    noteId: { type: 'string' },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    offset: { type: 'integer', default: 0 },
  },
  required: ['noteId'],
} as const satisfies ParamDef;

/** The notes a note replies to, nearest first; ones the asker may not see are skipped. */
export const handler: Handler<'notes/conversation', entities.Note[]> = (ps, { instance, user }) => {
  const note = findVisibleNote(instance.db, user, ps.noteId);
  if (!note) throw new ApiError(meta.errors.noSuchNote);
  const limit = ps.limit ?? 10;
  const offset = ps.offset ?? 0;
  const out: entities.Note[] = [];
  let seen = 0;
  let nextId = note.replyId;
  const visited = new Set<string>([note.id]);
  while (nextId && out.length < limit && !visited.has(nextId)) {
    visited.add(nextId);
    const parent = findNote(instance.db, nextId);
    if (!parent) break;
    const packed = packNoteFor(instance, parent, user);
    if (packed) {
      if (seen >= offset) out.push(packed);
      seen++;
    }
    nextId = parent.replyId;
  }
  return out;
};
