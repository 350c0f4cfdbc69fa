import type { entities } from 'misskey-js';
import { findNote } from '../../../db/notes.js';
import { policiesOf } from '../../../services/notes/policies.js';
import { pinNote, pinnedNoteIds } from '../../../services/pins-memos.js';
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
      id: '56734f8b-3928-431e-bf80-6ff87df40cb3',
    },
    pinLimitExceeded: {
      message: 'You can not pin notes any more.',
      code: 'PIN_LIMIT_EXCEEDED',
      id: '72dab508-c64d-498f-8740-a8eec1ba385a',
    },
    alreadyPinned: {
      message: 'That note has already been pinned.',
      code: 'ALREADY_PINNED',
      id: '8b18c2b7-68fe-4edb-9892-c0cbaeb6c913',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { noteId: { type: 'string' } },
  required: ['noteId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'i/pin', entities.MeDetailed> = (ps, { instance, user }) => {
  // Only one's own notes can be pinned; anyone else's answers as missing, as in Misskey.
  const note = findNote(instance.db, ps.noteId);
  if (!note || note.userId !== user.id) throw new ApiError(meta.errors.noSuchNote);
  const pinned = pinnedNoteIds(instance, user.id);
  if (pinned.length >= policiesOf(user, instance).pinLimit) throw new ApiError(meta.errors.pinLimitExceeded);
  if (pinned.includes(note.id)) throw new ApiError(meta.errors.alreadyPinned);
  pinNote(instance, user.id, note.id);
  return packMe(instance, user);
};
