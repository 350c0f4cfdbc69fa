import { findVisibleNote } from '../../../../services/notes/visibility.js';
import { muteThread } from '../../../../services/relations/threads.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  limit: { duration: 60 * 60 * 1000, max: 10 },
  errors: {
    noSuchNote: {
      message: 'No such note.',
      code: 'NO_SUCH_NOTE',
      id: '5ff67ada-ed3b-2e71-8e87-a1a421e177d2',
    },
  },
} satisfies EndpointMeta;

export const noteIdParam = {
  type: 'object',
  properties: { noteId: { type: 'string' } },
  required: ['noteId'],
} as const satisfies ParamDef;

export const paramDef = noteIdParam;

/** Mutes the note's whole thread and reads its unread notes (muting it twice is harmless). */
export const handler: SignedInHandler<'notes/thread-muting/create', void> = (ps, { instance, user }) => {
  const note = findVisibleNote(instance.db, user, ps.noteId);
  if (!note) throw new ApiError(meta.errors.noSuchNote);
  muteThread(instance, user.id, note);
};
