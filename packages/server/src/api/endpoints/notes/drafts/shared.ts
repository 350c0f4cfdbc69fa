import { MAX_NOTE_TEXT_LENGTH } from '../../../../services/instance-meta.js';
import { draftErrors } from '../../../../services/notes/drafts.js';
import { noteErrors } from '../../../../services/notes/note-errors.js';

/** Misskey 2026's draft parameters: like notes/create, but an unfinished note is allowed. */
export const draftProperties = {
  visibility: { type: 'string', enum: ['public', 'home', 'followers', 'specified'], default: 'public' },
  visibleUserIds: { type: 'array', uniqueItems: true, items: { type: 'string' } },
  cw: { type: ['string', 'null'], minLength: 1, maxLength: 100 },
  hashtag: { type: ['string', 'null'], maxLength: 200 },
  localOnly: { type: 'boolean', default: false },
  reactionAcceptance: {
    type: ['string', 'null'],
    enum: [
      null,
      'likeOnly',
      'likeOnlyForRemote',
      'nonSensitiveOnly',
      'nonSensitiveOnlyForLocalLikeOnlyForRemote',
    ],
    default: null,
  },
  replyId: { type: ['string', 'null'] },
  renoteId: { type: ['string', 'null'] },
  channelId: { type: ['string', 'null'] },
  text: { type: ['string', 'null'], minLength: 0, maxLength: MAX_NOTE_TEXT_LENGTH },
  fileIds: { type: 'array', uniqueItems: true, minItems: 0, maxItems: 16, items: { type: 'string' } },
  poll: {
    type: ['object', 'null'],
    properties: {
      choices: {
        type: 'array',
        uniqueItems: true,
        minItems: 0,
        maxItems: 10,
        items: { type: 'string', minLength: 1, maxLength: 50 },
      },
      multiple: { type: 'boolean' },
      expiresAt: { type: ['integer', 'null'] },
      expiredAfter: { type: ['integer', 'null'], minimum: 1 },
    },
    required: ['choices'],
  },
  scheduledAt: { type: ['integer', 'null'] },
  isActuallyScheduled: { type: 'boolean', default: false },
} as const;

export const draftWriteErrors = {
  ...noteErrors,
  tooManyDrafts: draftErrors.tooManyDrafts,
  scheduledAtRequired: draftErrors.scheduledAtRequired,
};
