import { findVisibleNote } from '../../../../services/notes/visibility.js';
import { react } from '../../../../services/reactions.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';

export const meta = {
  requireCredential: true,
  kind: 'write:reactions',
  errors: {
    noSuchNote: {
      message: 'No such note.',
      code: 'NO_SUCH_NOTE',
      id: '033d0620-5bfe-4027-965d-980b0c85a3ea',
    },
    alreadyReacted: {
      message: 'You are already reacting to that note.',
      code: 'ALREADY_REACTED',
      id: '71efcf98-86d6-4e2b-b2ad-9d032369366b',
    },
    cannotReactToRenote: {
      message: 'You cannot react to Renote.',
      code: 'CANNOT_REACT_TO_RENOTE',
      id: 'eaccdc08-ddef-43fe-908f-d108faad57f5',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { noteId: { type: 'string' }, reaction: { type: 'string' } },
  required: ['noteId', 'reaction'],
} as const satisfies ParamDef;

/** Reacts to a note the user may see; a different reaction replaces their previous one. */
export const handler: SignedInHandler<'notes/reactions/create', void> = (ps, { instance, user }) => {
  const note = findVisibleNote(instance.db, user, ps.noteId);
  if (!note) throw new ApiError(meta.errors.noSuchNote);
  const result = react(instance, user, note, ps.reaction);
  if (result === 'alreadyReacted') throw new ApiError(meta.errors.alreadyReacted);
  if (result === 'pureRenote') throw new ApiError(meta.errors.cannotReactToRenote);
};
