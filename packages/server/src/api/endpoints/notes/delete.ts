import { findNote } from '../../../db/notes.js';
import { removeNote } from '../../../services/notes/create.js';
import { canSee } from '../../../services/notes/visibility.js';
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
      id: '490be23f-8c1f-4796-819f-94cb4f9d1630',
    },
    accessDenied: {
      message: 'Access denied.',
      code: 'ACCESS_DENIED',
      id: 'fe8d7103-0ea8-4ec3-814d-f8b401dc69e9',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { noteId: { type: 'string' } },
  required: ['noteId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'notes/delete', void> = (ps, { instance, user }) => {
  const note = findNote(instance.db, ps.noteId);
  const staff = user.isAdmin || user.isModerator;
  if (!note || (!staff && !canSee(instance.db, user, note))) throw new ApiError(meta.errors.noSuchNote);
  if (note.userId !== user.id && !staff) throw new ApiError(meta.errors.accessDenied);
  removeNote(instance, note);
};
