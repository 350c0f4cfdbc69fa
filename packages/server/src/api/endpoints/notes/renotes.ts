import type { entities } from 'misskey-js';
import { pageParamDef, queryNotes } from '../../../services/notes/timelines.js';
import { findVisibleNote } from '../../../services/notes/visibility.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

export const meta = {
  requireCredential: false,
  errors: {
    noSuchNote: {
      message: 'No such note.',
      code: 'NO_SUCH_NOTE',
      id: '12908022-2e21-46cd-ba6a-3edaf6093f46',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { noteId: { type: 'string' }, ...pageParamDef },
  required: ['noteId'],
} as const satisfies ParamDef;

export const handler: Handler<'notes/renotes', entities.Note[]> = (ps, { instance, user }) => {
  if (!findVisibleNote(instance.db, user, ps.noteId)) throw new ApiError(meta.errors.noSuchNote);
  // Mutes and blocks apply; renote mutes are for timelines only, as in Misskey.
  return queryNotes(
    instance,
    user,
    { where: ['n.renote_id = @noteId'], params: { noteId: ps.noteId }, relations: { renoteMutes: false } },
    ps,
  );
};
