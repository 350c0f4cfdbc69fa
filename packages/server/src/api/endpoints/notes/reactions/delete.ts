import { findVisibleNote } from '../../../../services/notes/visibility.js';
import { unreact } from '../../../../services/reactions.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';

export const meta = {
  requireCredential: true,
  kind: 'write:reactions',
  errors: {
    noSuchNote: {
      message: 'No such note.',
      code: 'NO_SUCH_NOTE',
      id: '764d9fce-f9f2-4a0e-92b1-6ceac9a7ad37',
    },
    notReacted: {
      message: 'You are not reacting to that note.',
      code: 'NOT_REACTED',
      id: '92f4426d-4196-4125-aa5b-02943e2ec8fc',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { noteId: { type: 'string' } },
  required: ['noteId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'notes/reactions/delete', void> = (ps, { instance, user }) => {
  const note = findVisibleNote(instance.db, user, ps.noteId);
  if (!note) throw new ApiError(meta.errors.noSuchNote);
  if (!unreact(instance, user, note)) throw new ApiError(meta.errors.notReacted);
};
