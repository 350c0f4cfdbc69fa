import { addFavorite } from '../../../../services/favorites.js';
import { findVisibleNote } from '../../../../services/notes/visibility.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';

export const meta = {
  requireCredential: true,
  kind: 'write:favorites',
  errors: {
    noSuchNote: {
      message: 'No such note.',
      code: 'NO_SUCH_NOTE',
      id: '6dd26674-e060-4816-909a-45ba3f4da458',
    },
    alreadyFavorited: {
      message: 'The note has already been marked as a favorite.',
      code: 'ALREADY_FAVORITED',
      id: 'a402c12b-34dd-41d2-97d8-4d2ffd96a1a6',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { noteId: { type: 'string' } },
  required: ['noteId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'notes/favorites/create', void> = (ps, { instance, user }) => {
  const note = findVisibleNote(instance.db, user, ps.noteId);
  if (!note) throw new ApiError(meta.errors.noSuchNote);
  if (!addFavorite(instance, user.id, note.id)) throw new ApiError(meta.errors.alreadyFavorited);
};
