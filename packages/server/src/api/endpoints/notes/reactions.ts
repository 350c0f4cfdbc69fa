import type { entities } from 'misskey-js';
import { findVisibleNote } from '../../../services/notes/visibility.js';
import { listReactions } from '../../../services/reactions.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { pageProperties } from '../following/shared.js';

export const meta = {
  requireCredential: false,
  errors: {
    noSuchNote: {
      message: 'No such note.',
      code: 'NO_SUCH_NOTE',
      id: '263fff3d-d0e1-4af4-bea7-8408059b451a',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    noteId: { type: 'string' },
    type: { type: ['string', 'null'] },
    ...pageProperties,
  },
  required: ['noteId'],
} as const satisfies ParamDef;

/** Who reacted to a note the asker may see, newest first, optionally of one reaction only. */
export const handler: Handler<'notes/reactions', entities.NoteReaction[]> = (ps, { instance, user }) => {
  const note = findVisibleNote(instance.db, user, ps.noteId);
  if (!note) throw new ApiError(meta.errors.noSuchNote);
  return listReactions(instance, note.id, {
    type: ps.type,
    limit: ps.limit ?? 10,
    sinceId: ps.sinceId,
    untilId: ps.untilId,
    sinceDate: ps.sinceDate,
    untilDate: ps.untilDate,
  });
};
