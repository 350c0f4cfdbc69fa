import { removeFavorite } from '../../../../services/favorites.js';
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
      id: '80848a2c-398f-4343-baa9-df1d57696c56',
    },
    notFavorited: {
      message: 'You have not marked that note a favorite.',
      code: 'NOT_FAVORITED',
      id: 'b625fc69-635e-45e9-86f4-dbefbef35af5',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { noteId: { type: 'string' } },
  required: ['noteId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'notes/favorites/delete', void> = (ps, { instance, user }) => {
  const note = findVisibleNote(instance.db, user, ps.noteId);
  if (!note) throw new ApiError(meta.errors.noSuchNote);
  if (!removeFavorite(instance, user.id, note.id)) throw new ApiError(meta.errors.notFavorited);
};
