import type { entities } from 'misskey-js';
import { pageParamDef, queryNotes } from '../../../services/notes/timelines.js';
import { findVisibleNote } from '../../../services/notes/visibility.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';

export const meta = {
  requireCredential: false,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { noteId: { type: 'string' }, ...pageParamDef },
  required: ['noteId'],
} as const satisfies ParamDef;

export const handler: Handler<'notes/replies', entities.Note[]> = (ps, { instance, user }) => {
  // Replies to a note the asker may not see are not listed either.
  if (!findVisibleNote(instance.db, user, ps.noteId)) return [];
  return queryNotes(instance, user, { where: ['n.reply_id = @noteId'], params: { noteId: ps.noteId } }, ps);
};
