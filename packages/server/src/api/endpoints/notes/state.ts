import { findVisibleNote } from '../../../services/notes/visibility.js';
import { isThreadMuted } from '../../../services/relations/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:account',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { noteId: { type: 'string' } },
  required: ['noteId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'notes/state'> = (ps, { instance, user }) => {
  // Nothing is told about notes the user may not see.
  const note = findVisibleNote(instance.db, user, ps.noteId);
  const isFavorited =
    note !== null &&
    instance.db
      .prepare('SELECT 1 FROM note_favorites WHERE note_id = ? AND user_id = ?')
      .get(note.id, user.id) !== undefined;
  const isMutedThread = note !== null && isThreadMuted(instance.db, user.id, note.threadId);
  return { isFavorited, isMutedThread };
};
