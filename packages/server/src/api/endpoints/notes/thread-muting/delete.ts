import { findVisibleNote } from '../../../../services/notes/visibility.js';
import { unmuteThread } from '../../../../services/relations/threads.js';
import type { EndpointMeta, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { noteIdParam } from './create.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: {
    noSuchNote: {
      message: 'No such note.',
      code: 'NO_SUCH_NOTE',
      id: 'bddd57ac-ceb3-b29d-4334-86ea5fae481a',
    },
  },
} satisfies EndpointMeta;

export const paramDef = noteIdParam;

export const handler: SignedInHandler<'notes/thread-muting/delete', void> = (ps, { instance, user }) => {
  const note = findVisibleNote(instance.db, user, ps.noteId);
  if (!note) throw new ApiError(meta.errors.noSuchNote);
  unmuteThread(instance.db, user.id, note);
};
