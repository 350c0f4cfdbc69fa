import type { entities } from 'misskey-js';
import type { ProfileUpdate, UserRow } from '../../../db/users.js';
import { accountMoved } from '../../../services/account-move/errors.js';
import {
  localUserUri,
  movedToOf,
  resolveLocalAcct,
  setAliasUris,
} from '../../../services/account-move/index.js';
import { checkedWornDecorations } from '../../../services/avatar-decorations/index.js';
import type { InstanceContext } from '../../../services/context.js';
import { setMarksUploadsSensitive } from '../../../services/drive/always-sensitive.js';
import { setMarksDetectedSensitive } from '../../../services/drive/sensitive-detection.js';
import { policiesOf } from '../../../services/notes/policies.js';
import {
  configurableNotificationTypes,
  setNotificationConfig,
} from '../../../services/notification-config.js';
import { setEmailNotificationTypes } from '../../../services/notification-mail/index.js';
import { findPage } from '../../../services/pages/pages.js';
import { setPinnedPage } from '../../../services/pages/pinned.js';
import { listVisibilities, type PrivacySettings, updatePrivacy } from '../../../services/privacy/index.js';
import {
  checkedProfileUpdate,
  type ProfileParams,
  profileErrors,
  profileParams,
} from '../../../services/profile/update.js';
import { setShowsReactions } from '../../../services/public-reactions.js';
import {
  isValidRegexMute,
  type MutedWord,
  type MuteSettings,
  updateMuteSettings,
  wordMuteSize,
} from '../../../services/relations/word-mutes.js';
import { packMe } from '../../../services/user-packer.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError, invalidParam } from '../../errors.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: {
    ...profileErrors,
    invalidRegexp: {
      message: 'Invalid Regular Expression.',
      code: 'INVALID_REGEXP',
      id: '0d786918-10df-41cd-8f33-8dec7d9a89a5',
    },
    tooManyMutedWords: {
      message: 'Too many muted words.',
      code: 'TOO_MANY_MUTED_WORDS',
      id: '010665b1-a211-42d2-bc64-8f6609d79785',
    },
    noSuchUser: {
      message: 'No such user.',
      code: 'NO_SUCH_USER',
      id: 'fcd2eef9-a9b2-4c4f-8624-038099e90aa5',
    },
    forbiddenToSetYourself: {
      message: "You can't set yourself as your own alias.",
      code: 'FORBIDDEN_TO_SET_YOURSELF',
      id: '25c90186-4ab0-49c8-9bba-a1fa6c202ba4',
    },
    accountMoved,
    noSuchPage: {
      message: 'No such page.',
      code: 'NO_SUCH_PAGE',
      id: '8e01b590-7eb9-431b-a239-860e086c408e',
    },
  },
} satisfies EndpointMeta;

/** Word mutes: lines of words that must all appear, or `/pattern/flags` strings. */
const muteWords = {
  type: 'array',
  items: { oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }] },
} as const;

// Only the fields this instance stores; the rest of misskey-js's IUpdateRequest is accepted
// and ignored, so a client written for Misskey does not fail here.
/** One type's rule, as Misskey's schema has it. */
const recieveRule = {
  type: 'object',
  oneOf: [
    {
      type: 'object',
      properties: {
        type: {
          type: 'string',
          enum: ['all', 'following', 'follower', 'mutualFollow', 'followingOrFollower', 'never'],
        },
      },
      required: ['type'],
    },
    {
      type: 'object',
      properties: { type: { type: 'string', enum: ['list'] }, userListId: { type: 'string' } },
      required: ['type', 'userListId'],
    },
  ],
} as const;

export const paramDef = {
  type: 'object',
  properties: {
    name: { type: ['string', 'null'], maxLength: 50 },
    description: { type: ['string', 'null'], maxLength: 1500 },
    birthday: { type: ['string', 'null'], pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
    ...profileParams,
    isLocked: { type: 'boolean' },
    alwaysMarkNsfw: { type: 'boolean' },
    autoSensitive: { type: 'boolean' },
    publicReactions: { type: 'boolean' },
    isBot: { type: 'boolean' },
    isCat: { type: 'boolean' },
    isExplorable: { type: 'boolean' },
    hideOnlineStatus: { type: 'boolean' },
    autoAcceptFollowed: { type: 'boolean' },
    noCrawle: { type: 'boolean' },
    preventAiLearning: { type: 'boolean' },
    makeNotesFollowersOnlyBefore: { type: ['integer', 'null'] },
    makeNotesHiddenBefore: { type: ['integer', 'null'] },
    followingVisibility: { type: 'string', enum: listVisibilities },
    followersVisibility: { type: 'string', enum: listVisibilities },
    pinnedPageId: { type: ['string', 'null'] },
    mutedWords: muteWords,
    hardMutedWords: muteWords,
    mutedInstances: { type: 'array', items: { type: 'string' } },
    // Misskey's bounds: at most 16 (the avatarDecorationLimit policy decides), a half turn, a quarter.
    avatarDecorations: {
      type: 'array',
      maxItems: 16,
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          angle: { type: ['number', 'null'], minimum: -0.5, maximum: 0.5 },
          flipH: { type: ['boolean', 'null'] },
          offsetX: { type: ['number', 'null'], minimum: -0.25, maximum: 0.25 },
          offsetY: { type: ['number', 'null'], minimum: -0.25, maximum: 0.25 },
        },
        required: ['id'],
      },
    },
    alsoKnownAs: { type: 'array', maxItems: 10, uniqueItems: true, items: { type: 'string' } },
    // Misskey's schema (any strings); the bounds are ours, and types never mailed are dropped.
    emailNotificationTypes: { type: 'array', maxItems: 32, items: { type: 'string', maxLength: 64 } },
    // Keys Misskey does not know pass the schema and are dropped when stored.
    notificationRecieveConfig: {
      type: 'object',
      properties: Object.fromEntries(configurableNotificationTypes.map((type) => [type, recieveRule])),
    },
  },
} as const satisfies ParamDef;

function isRealDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Blank text clears a field, as in Misskey. */
function normalizeText(value: string | null | undefined, trim: boolean): string | null | undefined {
  if (value === undefined || value === null) return value;
  const text = trim ? value.trim() : value;
  return text.trim() === '' ? null : text;
}

/** Checks a word mute list as Misskey does: its size against `wordMuteLimit`, then each regex. */
function checkedWordMutes(words: MutedWord[], limit: number): MutedWord[] {
  if (wordMuteSize(words) > limit) throw new ApiError(meta.errors.tooManyMutedWords);
  for (const word of words) {
    if (typeof word === 'string' && !isValidRegexMute(word)) throw new ApiError(meta.errors.invalidRegexp);
  }
  return words;
}

function muteSettingsUpdate(
  ps: { mutedWords?: MutedWord[]; hardMutedWords?: MutedWord[]; mutedInstances?: string[] },
  limit: () => number,
): Partial<MuteSettings> {
  const update: Partial<MuteSettings> = {};
  if (ps.mutedWords !== undefined) update.mutedWords = checkedWordMutes(ps.mutedWords, limit());
  if (ps.hardMutedWords !== undefined) update.hardMutedWords = checkedWordMutes(ps.hardMutedWords, limit());
  if (ps.mutedInstances !== undefined) update.mutedInstances = ps.mutedInstances;
  return update;
}

const privacyKeys = [
  'isExplorable',
  'hideOnlineStatus',
  'autoAcceptFollowed',
  'noCrawle',
  'preventAiLearning',
  'makeNotesFollowersOnlyBefore',
  'makeNotesHiddenBefore',
  'followingVisibility',
  'followersVisibility',
] as const satisfies readonly (keyof PrivacySettings)[];

function privacyUpdate(ps: Partial<PrivacySettings>): Partial<PrivacySettings> {
  return Object.fromEntries(privacyKeys.flatMap((key) => (ps[key] === undefined ? [] : [[key, ps[key]]])));
}

/**
 * The aliases as Misskey stores them: each `@user` or `@user@host` resolved to its account's URI
 * (local accounts only: this instance does not federate). A moved account may not change them.
 */
function checkedAliases(instance: InstanceContext, user: UserRow, accts: readonly string[]): string[] {
  if (movedToOf(instance.db, user.id) !== null) throw new ApiError(meta.errors.accountMoved);
  const uris = new Set<string>();
  for (const acct of accts) {
    const known = acct ? resolveLocalAcct(instance, acct) : null;
    if (!known) throw new ApiError(meta.errors.noSuchUser);
    if (known.id === user.id) throw new ApiError(meta.errors.forbiddenToSetYourself);
    uris.add(localUserUri(instance, known.id));
  }
  return [...uris];
}

export const handler: SignedInHandler<'i/update', entities.MeDetailed> = (ps, { instance, user }) => {
  // Checked before anything is stored, so a refused list changes nothing.
  const mutes = muteSettingsUpdate(ps, () => policiesOf(user, instance).wordMuteLimit);
  // An empty list clears the aliases, as in Misskey.
  const aliases = ps.alsoKnownAs !== undefined ? checkedAliases(instance, user, ps.alsoKnownAs) : null;
  const storeProfile = checkedProfileUpdate(instance, user, ps as ProfileParams);
  const storeDecorations =
    ps.avatarDecorations !== undefined
      ? checkedWornDecorations(instance, user, ps.avatarDecorations, meta.errors.restrictedByRole)
      : null;
  // Only one of the user's own pages may be pinned; checked before anything is stored.
  if (ps.pinnedPageId !== undefined && ps.pinnedPageId !== null) {
    const page = findPage(instance, ps.pinnedPageId);
    if (page?.userId !== user.id) throw new ApiError(meta.errors.noSuchPage);
  }
  const update: ProfileUpdate = {};
  const name = normalizeText(ps.name, true);
  if (name !== undefined) update.name = name;
  const description = normalizeText(ps.description, false);
  if (description !== undefined) update.description = description;
  if (ps.birthday !== undefined) {
    if (ps.birthday !== null && !isRealDate(ps.birthday))
      throw invalidParam('birthday', 'is not a real date');
    update.birthday = ps.birthday;
  }
  instance.users.updateProfile(user.id, update, new Date().toISOString());
  storeProfile();
  storeDecorations?.();
  if (Object.keys(mutes).length > 0) updateMuteSettings(instance.db, user.id, mutes);
  // A locked account approves each follower (follow requests); requests already made stay.
  if (ps.isLocked !== undefined)
    instance.db.prepare('UPDATE users SET is_locked = ? WHERE id = ?').run(ps.isLocked ? 1 : 0, user.id);
  // The drive page's "mark my uploads sensitive"; the role policy of that name applies besides.
  if (ps.alwaysMarkNsfw !== undefined) setMarksUploadsSensitive(instance.db, user.id, ps.alwaysMarkNsfw);
  // Misskey's: files the detector finds sensitive get marked (services/drive/detection).
  if (ps.autoSensitive !== undefined) setMarksDetectedSensitive(instance.db, user.id, ps.autoSensitive);
  if (ps.publicReactions !== undefined) setShowsReactions(instance.db, user.id, ps.publicReactions);
  // Antennas that exclude bots read is_bot when a note is created, so a change applies at once.
  if (ps.isBot !== undefined)
    instance.db.prepare('UPDATE users SET is_bot = ? WHERE id = ?').run(ps.isBot ? 1 : 0, user.id);
  if (ps.notificationRecieveConfig !== undefined)
    setNotificationConfig(instance.db, user.id, ps.notificationRecieveConfig);
  if (ps.isCat !== undefined)
    instance.db.prepare('UPDATE users SET is_cat = ? WHERE id = ?').run(ps.isCat ? 1 : 0, user.id);
  updatePrivacy(instance.db, user.id, privacyUpdate(ps));
  if (ps.pinnedPageId !== undefined) setPinnedPage(instance, user, ps.pinnedPageId);
  if (aliases !== null) setAliasUris(instance.db, user.id, aliases);
  if (ps.emailNotificationTypes !== undefined)
    setEmailNotificationTypes(instance.db, user.id, ps.emailNotificationTypes);
  const fresh = instance.users.findById(user.id) ?? user;
  const me = packMe(instance, fresh);
  instance.events.publishMainStream(user.id, 'meUpdated', me);
  return me;
};
