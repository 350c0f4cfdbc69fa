import type { entities } from 'misskey-js';
import { findNote } from '../../../db/notes.js';
import { unpinNote } from '../../../services/pins-memos.js';
import { packMe } from '../../../services/user-packer.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: {
    noSuchNote: {
      message: 'No such note.',
      code: 'NO_SUCH_NOTE',
      id: '454170ce-9d63-4a43-9da1-ea10afe81e21',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { noteId: { type: 'string' } },
  required: ['noteId'],
} as const satisfies ParamDef;

/** Unpinning a note of one's own that is not pinned succeeds quietly, as in Misskey. */
export const handler: SignedInHandler<'i/unpin', entities.MeDetailed> = (ps, { instance, user }) => {
  const note = findNote(instance.db, ps.noteId);
  if (!note || note.userId !== user.id) throw new ApiError(meta.errors.noSuchNote);
  unpinNote(instance, user.id, note.id);
  return packMe(instance, user);
};
