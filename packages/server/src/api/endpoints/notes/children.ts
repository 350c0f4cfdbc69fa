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

/** Replies and quotes of a note (pure renotes are not children). */
export const handler: Handler<'notes/children', entities.Note[]> = (ps, { instance, user }) => {
  if (!findVisibleNote(instance.db, user, ps.noteId)) return [];
  return queryNotes(
    instance,
    user,
    {
      where: [
        `(n.reply_id = @noteId OR (n.renote_id = @noteId AND (n.text IS NOT NULL OR n.file_ids != '[]' OR n.has_poll = 1)))`,
      ],
      params: { noteId: ps.noteId },
    },
    ps,
  );
};
