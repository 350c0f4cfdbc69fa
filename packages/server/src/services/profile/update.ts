import { ApiError } from '../../api/errors.js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { findFile } from '../drive/repository.js';
import { policiesOf } from '../notes/policies.js';
import { type ProfileExtras, type ProfileField, updateProfileExtras } from './index.js';

/** i/update's errors for these parts, with Misskey's codes and ids. */
export const profileErrors = {
  noSuchAvatar: {
    message: 'No such avatar file.',
    code: 'NO_SUCH_AVATAR',
    id: '539f3a45-f215-4f81-a9a8-31293640207f',
  },
  noSuchBanner: {
    message: 'No such banner file.',
    code: 'NO_SUCH_BANNER',
    id: '0d8f5629-f210-41c2-9433-735831a58595',
  },
  avatarNotAnImage: {
    message: 'The file specified as an avatar is not an image.',
    code: 'AVATAR_NOT_AN_IMAGE',
    id: 'f419f9f8-2f4d-46b1-9fb4-49d3a2fd7191',
  },
  bannerNotAnImage: {
    message: 'The file specified as a banner is not an image.',
    code: 'BANNER_NOT_AN_IMAGE',
    id: '75aedb19-2afd-4e6d-87fc-67941256fa60',
  },
  restrictedByRole: {
    message: 'This feature is restricted by your role.',
    code: 'RESTRICTED_BY_ROLE',
    id: '8feff0ba-5ab5-585b-31f4-4df816663fad',
  },
} as const;

/**
 * The longest label and value of a field. Deviation: Misskey bounds only the count (16); a
 * field here is a line of a table, and 256 characters (Mastodon's bound is 255) keep one sane.
 */
export const FIELD_TEXT_LIMIT = 256;

/** i/update's parameters for these parts (Misskey's schema; lang as a language tag, see below). */
export const profileParams = {
  avatarId: { type: ['string', 'null'] },
  bannerId: { type: ['string', 'null'] },
  location: { type: ['string', 'null'], maxLength: 50 },
  // Misskey takes the keys of its language map; any well-formed language tag here ('ja-KS' too).
  lang: { type: ['string', 'null'], maxLength: 32, pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$' },
  fields: {
    type: 'array',
    maxItems: 16,
    items: {
      type: 'object',
      properties: {
        name: { type: 'string', maxLength: FIELD_TEXT_LIMIT },
        value: { type: 'string', maxLength: FIELD_TEXT_LIMIT },
      },
      required: ['name', 'value'],
    },
  },
  speakAsCat: { type: 'boolean' },
} as const;

export interface ProfileParams {
  avatarId?: string | null;
  bannerId?: string | null;
  location?: string | null;
  lang?: string | null;
  fields?: ProfileField[];
  speakAsCat?: boolean;
}

type Picture = 'avatar' | 'banner';

/** A picture must be one of the user's own image files, as in Misskey. */
function checkedPicture(ctx: InstanceContext, user: UserRow, id: string, kind: Picture): string {
  if (!policiesOf(user, ctx).canUpdateBioMedia) throw new ApiError(profileErrors.restrictedByRole);
  const file = findFile(ctx.db, id);
  if (!file || file.userId !== user.id)
    throw new ApiError(kind === 'avatar' ? profileErrors.noSuchAvatar : profileErrors.noSuchBanner);
  if (!file.type.startsWith('image/'))
    throw new ApiError(kind === 'avatar' ? profileErrors.avatarNotAnImage : profileErrors.bannerNotAnImage);
  return file.id;
}

function pictureUpdate(ctx: InstanceContext, user: UserRow, id: string | null | undefined, kind: Picture) {
  if (id === undefined) return undefined;
  // An empty id clears the picture, as Misskey's `if (ps.avatarId)` does not set one.
  return id ? checkedPicture(ctx, user, id, kind) : null;
}

/** Blank text clears it. */
function optionalText(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  return value.trim() === '' ? null : value.trim();
}

/**
 * Checks these parts of an i/update and answers the function that stores them, so i/update
 * can check everything before it stores anything. Fields are trimmed and the half-empty ones
 * dropped, as Misskey does.
 */
export function checkedProfileUpdate(ctx: InstanceContext, user: UserRow, ps: ProfileParams): () => void {
  const patch: Partial<ProfileExtras> = {
    avatarId: pictureUpdate(ctx, user, ps.avatarId, 'avatar'),
    bannerId: pictureUpdate(ctx, user, ps.bannerId, 'banner'),
    location: optionalText(ps.location),
    lang: optionalText(ps.lang),
    fields: ps.fields
      ?.map((field) => ({ name: field.name.trim(), value: field.value.trim() }))
      .filter((field) => field.name !== '' && field.value !== ''),
    speakAsCat: ps.speakAsCat,
  };
  return () => updateProfileExtras(ctx.db, user.id, patch);
}
