import { findVisibleNote } from '../../../../services/notes/visibility.js';
import { vote } from '../../../../services/polls.js';
import { isBlocking } from '../../../../services/relations/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';

export const meta = {
  requireCredential: true,
  kind: 'write:votes',
  errors: {
    noSuchNote: {
      message: 'No such note.',
      code: 'NO_SUCH_NOTE',
      id: 'ecafbd2e-c283-4d6d-aecb-1a0a33b75396',
    },
    noPoll: {
      message: 'The note does not attach a poll.',
      code: 'NO_POLL',
      id: '5f979967-52d9-4314-a911-1c673727f92f',
    },
    invalidChoice: {
      message: 'Choice ID is invalid.',
      code: 'INVALID_CHOICE',
      id: 'e0cc9a04-f2e8-41e4-a5f1-4127293260cc',
    },
    alreadyVoted: {
      message: 'You have already voted.',
      code: 'ALREADY_VOTED',
      id: '0963fc77-efac-419b-9424-b391608dc6d8',
    },
    youHaveBeenBlocked: {
      message: 'You cannot vote this poll because you have been blocked by this user.',
      code: 'YOU_HAVE_BEEN_BLOCKED',
      id: '85a5377e-b1e9-4617-b0b9-5bea73331e49',
    },
    alreadyExpired: {
      message: 'The poll is already expired.',
      code: 'ALREADY_EXPIRED',
      id: '1022a357-b085-4054-9083-8f8de358337e',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { noteId: { type: 'string' }, choice: { type: 'integer' } },
  required: ['noteId', 'choice'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'notes/polls/vote', void> = (ps, { instance, user }) => {
  const note = findVisibleNote(instance.db, user, ps.noteId);
  if (!note) throw new ApiError(meta.errors.noSuchNote);
  // After the poll check, as Misskey orders them.
  if (note.hasPoll && isBlocking(instance.db, note.userId, user.id)) {
    throw new ApiError(meta.errors.youHaveBeenBlocked);
  }
  const result = vote(instance, user, note, ps.choice);
  if (result !== 'voted') throw new ApiError(meta.errors[result]);
};
