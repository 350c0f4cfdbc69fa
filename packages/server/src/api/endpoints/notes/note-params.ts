/**
 * The note fields notes/create and notes/drafts/* both take, as Misskey declares them. Drafts
 * differ only where an unfinished note is allowed (empty text, a poll still being written).
 */
export const noteFieldProperties = {
  visibility: { type: 'string', enum: ['public', 'home', 'followers', 'specified'], default: 'public' },
  visibleUserIds: { type: 'array', uniqueItems: true, items: { type: 'string' } },
  cw: { type: ['string', 'null'], minLength: 1, maxLength: 100 },
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
} as const;

/** A poll with at least `minChoices` choices (2 for a note; 0 while it is a draft). */
export function pollProperty<Min extends number>(minChoices: Min) {
  return {
    type: ['object', 'null'],
    properties: {
      choices: {
        type: 'array',
        uniqueItems: true,
        minItems: minChoices,
        maxItems: 10,
        items: { type: 'string', minLength: 1, maxLength: 50 },
      },
      multiple: { type: 'boolean' },
      expiresAt: { type: ['integer', 'null'] },
      expiredAfter: { type: ['integer', 'null'], minimum: 1 },
    },
    required: ['choices'],
  } as const;
}
