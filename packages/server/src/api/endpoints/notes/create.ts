import type { entities } from 'misskey-js';
import type { NoteVisibility } from '../../../db/notes.js';
import { findNote, isPureRenote } from '../../../db/notes.js';
import { MAX_NOTE_TEXT_LENGTH } from '../../../services/instance-meta.js';
import { createNote } from '../../../services/notes/create.js';
import { packNote } from '../../../services/notes/pack.js';
import { canSee, findVisibleNote } from '../../../services/notes/visibility.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

export const meta = {
  requireCredential: true,
  kind: 'write:notes',
  limit: { duration: 60 * 60 * 1000, max: 300 },
  errors: {
    noSuchRenoteTarget: {
      message: 'No such renote target.',
      code: 'NO_SUCH_RENOTE_TARGET',
      id: 'b5c90186-4ab0-49c8-9bba-a1f76c282ba4',
    },
    cannotReRenote: {
      message: 'You can not Renote a pure Renote.',
      code: 'CANNOT_RENOTE_TO_A_PURE_RENOTE',
      id: 'fd4cc33e-2a37-48dd-99cc-9b806eb2031a',
    },
    cannotRenoteDueToVisibility: {
      message: 'You can not Renote due to target visibility.',
      code: 'CANNOT_RENOTE_DUE_TO_VISIBILITY',
      id: 'be9529e9-fe72-4de0-ae43-0b363c4938af',
    },
    noSuchReplyTarget: {
      message: 'No such reply target.',
      code: 'NO_SUCH_REPLY_TARGET',
      id: '749ee0f6-d3da-459a-bf02-282e2da4292c',
    },
    cannotReplyToInvisibleNote: {
      message: 'You cannot reply to an invisible Note.',
      code: 'CANNOT_REPLY_TO_AN_INVISIBLE_NOTE',
      id: 'b98980fa-3780-406c-a935-b6d0eeee10d1',
    },
    cannotReplyToPureRenote: {
      message: 'You can not reply to a pure Renote.',
      code: 'CANNOT_REPLY_TO_A_PURE_RENOTE',
      id: '3ac74a84-8fd5-4bb0-870f-01804f82ce15',
    },
    cannotCreateAlreadyExpiredPoll: {
      message: 'Poll is already expired.',
      code: 'CANNOT_CREATE_ALREADY_EXPIRED_POLL',
      id: '04da457d-b083-4055-9082-955525eda5a5',
    },
    noSuchFile: {
      message: 'Some files are not found.',
      code: 'NO_SUCH_FILE',
      id: 'b6992544-63e7-67f0-fa7f-32444b1b5306',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    visibility: { type: 'string', enum: ['public', 'home', 'followers', 'specified'], default: 'public' },
    visibleUserIds: { type: 'array', uniqueItems: true, items: { type: 'string' } },
    cw: { type: ['string', 'null'], minLength: 1, maxLength: 100 },
    localOnly: { type: 'boolean', default: false },
    reactionAcceptance: { type: ['string', 'null'] },
    noExtractMentions: { type: 'boolean', default: false },
    noExtractHashtags: { type: 'boolean', default: false },
    noExtractEmojis: { type: 'boolean', default: false },
    replyId: { type: ['string', 'null'] },
    renoteId: { type: ['string', 'null'] },
    channelId: { type: ['string', 'null'] },
    text: { type: ['string', 'null'], minLength: 1, maxLength: MAX_NOTE_TEXT_LENGTH },
    fileIds: { type: 'array', uniqueItems: true, minItems: 1, maxItems: 16, items: { type: 'string' } },
    mediaIds: { type: 'array', uniqueItems: true, minItems: 1, maxItems: 16, items: { type: 'string' } },
    poll: {
      type: ['object', 'null'],
      properties: {
        choices: {
          type: 'array',
          uniqueItems: true,
          minItems: 2,
          maxItems: 10,
          items: { type: 'string', minLength: 1, maxLength: 50 },
        },
        multiple: { type: 'boolean' },
        expiresAt: { type: ['integer', 'null'] },
        expiredAfter: { type: ['integer', 'null'], minimum: 1 },
      },
      required: ['choices'],
    },
  },
  // Like Misskey: text, a renote, files or a poll; a null text needs one of the others.
  anyOf: [
    { required: ['text'], properties: { text: { type: 'string' } } },
    { required: ['renoteId'], properties: { renoteId: { type: 'string' } } },
    { required: ['fileIds'] },
    { required: ['mediaIds'] },
    { required: ['poll'], properties: { poll: { type: 'object' } } },
  ],
} as const satisfies ParamDef;

type Params = {
  visibility?: NoteVisibility;
  visibleUserIds?: string[];
  cw?: string | null;
  localOnly?: boolean;
  replyId?: string | null;
  renoteId?: string | null;
  text?: string | null;
  fileIds?: string[];
  mediaIds?: string[];
  poll?: {
    choices: string[];
    multiple?: boolean;
    expiresAt?: number | null;
    expiredAfter?: number | null;
  } | null;
};

export const handler: SignedInHandler<'notes/create', { createdNote: entities.Note }> = (rawParams, ctx) => {
  const ps = rawParams as Params;
  const { instance, user } = ctx;
  const db = instance.db;

  // There is no drive on this instance yet: any file id is unknown.
  const fileIds = ps.fileIds ?? ps.mediaIds ?? [];
  if (fileIds.length > 0) throw new ApiError(meta.errors.noSuchFile);

  let renote = null;
  if (ps.renoteId != null) {
    renote = findNote(db, ps.renoteId);
    if (!renote || !canSee(db, user, renote)) throw new ApiError(meta.errors.noSuchRenoteTarget);
    if (isPureRenote(renote)) throw new ApiError(meta.errors.cannotReRenote);
    if (
      renote.userId !== user.id &&
      (renote.visibility === 'followers' || renote.visibility === 'specified')
    ) {
      throw new ApiError(meta.errors.cannotRenoteDueToVisibility);
    }
    if (renote.userId === user.id && renote.visibility === 'specified') {
      throw new ApiError(meta.errors.cannotRenoteDueToVisibility);
    }
  }

  let reply = null;
  if (ps.replyId != null) {
    reply = findNote(db, ps.replyId);
    if (!reply) throw new ApiError(meta.errors.noSuchReplyTarget);
    if (!findVisibleNote(db, user, reply.id)) throw new ApiError(meta.errors.cannotReplyToInvisibleNote);
    if (isPureRenote(reply)) throw new ApiError(meta.errors.cannotReplyToPureRenote);
  }

  let poll = null;
  if (ps.poll) {
    let expiresAt: number | null = null;
    if (typeof ps.poll.expiresAt === 'number') {
      if (ps.poll.expiresAt < Date.now()) throw new ApiError(meta.errors.cannotCreateAlreadyExpiredPoll);
      expiresAt = ps.poll.expiresAt;
    } else if (typeof ps.poll.expiredAfter === 'number') {
      expiresAt = Date.now() + ps.poll.expiredAfter;
    }
    poll = {
      choices: ps.poll.choices,
      multiple: ps.poll.multiple ?? false,
      expiresAt: expiresAt === null ? null : new Date(expiresAt).toISOString(),
    };
  }

  let visibility = ps.visibility ?? 'public';
  // A renote cannot be seen by more people than the note it renotes (Misskey narrows it too).
  if (renote && visibility === 'public' && renote.visibility === 'home') visibility = 'home';

  const note = createNote(instance, user, {
    text: ps.text ?? null,
    cw: ps.cw ?? null,
    visibility,
    visibleUserIds: ps.visibleUserIds ?? [],
    localOnly: ps.localOnly ?? false,
    reply,
    renote,
    fileIds,
    poll,
  });
  const packed = packNote(instance, note, user);
  if (!packed) throw new Error('the author of a new note is gone');
  return { createdNote: packed };
};
