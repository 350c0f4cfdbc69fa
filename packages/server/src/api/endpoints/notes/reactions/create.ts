import type { NoteRow } from '../../../../db/notes.js';
import type { UserRow } from '../../../../db/users.js';
import type { InstanceContext } from '../../../../services/context.js';
import { packNoteFor } from '../../../../services/notes/pack.js';
import { findVisibleNote } from '../../../../services/notes/visibility.js';
import { decodeReaction, myReaction, type ReactResult, react } from '../../../../services/reactions.js';
import { isBlocking } from '../../../../services/relations/index.js';
import { packUserLite } from '../../../../services/user-packer.js';
import { fireUserWebhooks } from '../../../../services/webhooks/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError, type ApiErrorDef } from '../../../errors.js';

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
    youHaveBeenBlocked: {
      message: 'You cannot react this note because you have been blocked by this user.',
      code: 'YOU_HAVE_BEEN_BLOCKED',
      id: '20ef5475-9f38-4e4c-bd33-de6d979498ec',
    },
    // Ours: Misskey stores ❤ instead of refusing (see checkReaction).
    unknownEmoji: {
      message: 'There is no such custom emoji on this server.',
      code: 'UNKNOWN_EMOJI',
      id: 'b92f37cf-c862-4e0b-8ccb-21e0c7abf3a3',
    },
    reactionNotAccepted: {
      message: "The note's author does not accept this reaction.",
      code: 'REACTION_NOT_ACCEPTED',
      id: 'ccbaa588-2ddb-43f0-a372-8d2939daa02b',
    },
    emojiLocalOnly: {
      message: 'This emoji can only be used by users of this server.',
      code: 'EMOJI_LOCAL_ONLY',
      id: '37f01e76-5de0-4dce-b1b8-274c3ed07482',
    },
    emojiRoleRequired: {
      message: 'This emoji can only be used as a reaction by users with a particular role.',
      code: 'EMOJI_ROLE_REQUIRED',
      id: 'f8c272ec-8f44-4bb9-ba8e-e8b03ac05e93',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { noteId: { type: 'string' }, reaction: { type: 'string' } },
  required: ['noteId', 'reaction'],
} as const satisfies ParamDef;

/**
 * Reacts to a note the user may see; a different reaction replaces their previous one. A
 * reaction the note or the emoji does not allow is refused and changes nothing.
 */
export const handler: SignedInHandler<'notes/reactions/create', void> = (ps, { instance, user }) => {
  const note = findVisibleNote(instance.db, user, ps.noteId);
  if (!note) throw new ApiError(meta.errors.noSuchNote);
  if (isBlocking(instance.db, note.userId, user.id)) throw new ApiError(meta.errors.youHaveBeenBlocked);
  const result = react(instance, user, note, ps.reaction);
  if (result !== 'reacted') throw new ApiError(errorFor[result]);
  fireReactionWebhooks(instance, user, note);
};

/**
 * Tells the note author's `reaction` webhooks. Misskey offers the event but never sends it
 * (its #9485), so there is no Misskey body to follow: this one has the shape of Misskey's
 * reaction notification, `{note, reaction, user}` (the note as its author sees it, the
 * reaction as stored, the reactor as UserLite). Reacting to one's own note is not sent, as
 * it makes no notification either. Fired here rather than in react() because packing a note
 * from services/reactions would import the note packer that imports it.
 */
function fireReactionWebhooks(ctx: InstanceContext, reactor: UserRow, note: NoteRow): void {
  if (note.userId === reactor.id) return;
  fireUserWebhooks(ctx, note.userId, 'reaction', () => {
    const stored = myReaction(ctx, note.id, reactor.id);
    return {
      note: packNoteFor(ctx, note, { id: note.userId }),
      reaction: stored === null ? null : decodeReaction(stored),
      user: packUserLite(ctx, reactor),
    };
  });
}

const errorFor = {
  alreadyReacted: meta.errors.alreadyReacted,
  pureRenote: meta.errors.cannotReactToRenote,
  unknownEmoji: meta.errors.unknownEmoji,
  notAccepted: meta.errors.reactionNotAccepted,
  emojiLocalOnly: meta.errors.emojiLocalOnly,
  emojiRoleRequired: meta.errors.emojiRoleRequired,
} as const satisfies Record<Exclude<ReactResult, 'reacted'>, ApiErrorDef>;
