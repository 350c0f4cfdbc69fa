import type { ApiErrorDef } from '../../api/errors.js';

/**
 * Errors of posting a note, shared by notes/create, the scheduler (which re-checks a scheduled
 * note when it publishes it) and notes/update. Ids and codes are Misskey's.
 */
export const noteErrors = {
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
  containsProhibitedWords: {
    message: 'Cannot post because it contains prohibited words.',
    code: 'CONTAINS_PROHIBITED_WORDS',
    id: 'aa6e01d3-a85c-669d-758a-76aab43af334',
  },
  containsTooManyMentions: {
    message: 'Cannot post because it exceeds the allowed number of mentions.',
    code: 'CONTAINS_TOO_MANY_MENTIONS',
    id: '4de0363a-3046-481b-9b0f-feff3e211025',
  },
  tooManyScheduledNotes: {
    message: 'You cannot create scheduled notes any more.',
    code: 'TOO_MANY_SCHEDULED_NOTES',
    id: '22ae69eb-09e3-4541-a850-773cfa45e693',
  },
  scheduledAtMustBeInFuture: {
    message: 'scheduledAt must be in the future.',
    code: 'SCHEDULED_AT_MUST_BE_IN_FUTURE',
    id: 'e4bed6c9-017e-4934-aed0-01c22cc60ec1',
  },
  /** Also what posting into an archived channel answers (Misskey looks up only live ones). */
  noSuchChannel: {
    message: 'No such channel.',
    code: 'NO_SUCH_CHANNEL',
    id: 'b1653923-5453-4edc-b786-7c4f39bb0bbb',
  },
  cannotRenoteOutsideOfChannel: {
    message: 'Cannot renote outside of channel.',
    code: 'CANNOT_RENOTE_OUTSIDE_OF_CHANNEL',
    id: '33510210-8452-094c-6227-4a6c05d99f00',
  },
  /** What Misskey's API layer answers for an endpoint marked prohibitMoved. */
  accountMoved: {
    message: 'You have moved your account.',
    code: 'YOUR_ACCOUNT_MOVED',
    id: '56f20ec9-fd06-4fa5-841b-edd6d7d4fa31',
    kind: 'permission',
    httpStatus: 403,
  },
  /** Replying to or renoting a note of someone who blocks the poster. */
  youHaveBeenBlocked: {
    message: 'You have been blocked by this user.',
    code: 'YOU_HAVE_BEEN_BLOCKED',
    id: 'b390d7e1-8a5e-46ed-b625-06271cafd3d3',
  },
  /** What Misskey's API layer answers when a required role policy is off. */
  rolePermissionDenied: {
    message: 'You are not assigned to a required role.',
    code: 'ROLE_PERMISSION_DENIED',
    id: '7f86f06f-7e15-4057-8561-f4b6d4ac755a',
    kind: 'permission',
    httpStatus: 403,
  },
} as const satisfies Record<string, ApiErrorDef>;
