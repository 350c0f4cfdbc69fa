import { ApiError } from '../../api/errors.js';
import {
  type CustomEmojiRow,
  deleteEmojiRow,
  findEmojiById,
  findEmojiByName,
  insertEmoji,
  isUniqueNameViolation,
  updateEmoji,
} from '../../db/emojis.js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { fileSource } from '../drive/file-store.js';
import { findFile } from '../drive/repository.js';
import { genId } from '../ids.js';
import { emojiErrors } from './errors.js';
import { assertValidEmojiName, normalizeAliases, normalizeCategory } from './names.js';
import { packEmojiDetailed } from './pack.js';
import {
  type ConvertedEmoji,
  commitEmojiImage,
  convertToEmoji,
  discardStagedImage,
  placeNewEmojiImage,
  removeEmojiImage,
  stageEmojiImage,
} from './storage.js';

type ApiErrorDef = ConstructorParameters<typeof ApiError>[0];

export interface EmojiFields {
  category?: string | null;
  aliases?: string[];
  license?: string | null;
  isSensitive?: boolean;
  localOnly?: boolean;
  roleIdsThatCanBeUsedThisEmojiAsReaction?: string[];
}

/**
 * The caller's own drive image, converted. Someone else's file is the same NO_SUCH_FILE as
 * an unknown id: an emoji made from it would publish a picture its owner never shared.
 */
async function convertOwnImage(
  ctx: InstanceContext,
  user: UserRow,
  fileId: string,
  noSuchFile: ApiErrorDef,
): Promise<ConvertedEmoji> {
  const file = findFile(ctx.db, fileId);
  if (!file || file.userId !== user.id) throw new ApiError(noSuchFile);
  if (!file.type.startsWith('image/')) throw new ApiError(emojiErrors.unsupportedFileType);
  const image = await convertToEmoji(await fileSource(ctx, file));
  if (!image) throw new ApiError(emojiErrors.unsupportedFileType);
  return image;
}

function uniqueIds(ids: readonly string[] | undefined): string[] {
  return [...new Set(ids ?? [])];
}

/** admin/emoji/add: converts the drive image into the emoji's own WebP, then records it. */
export async function addEmoji(
  ctx: InstanceContext,
  user: UserRow,
  input: EmojiFields & { name: string; fileId: string },
): Promise<CustomEmojiRow> {
  assertValidEmojiName(input.name);
  // The cheap check first: no image work for a name that is taken.
  if (findEmojiByName(ctx.db, input.name)) throw new ApiError(emojiErrors.duplicateName);
  const image = await convertOwnImage(ctx, user, input.fileId, emojiErrors.addNoSuchFile);

  const now = new Date().toISOString();
  const emoji: CustomEmojiRow = {
    id: genId(),
    name: input.name,
    category: normalizeCategory(input.category),
    aliases: normalizeAliases(input.aliases ?? []),
    license: input.license ?? null,
    isSensitive: input.isSensitive ?? false,
    localOnly: input.localOnly ?? false,
    roleIdsThatCanBeUsedThisEmojiAsReaction: uniqueIds(input.roleIdsThatCanBeUsedThisEmojiAsReaction),
    type: 'image/webp',
    width: image.width,
    height: image.height,
    createdAt: now,
    updatedAt: now,
  };

  // The image goes into place before the row exists (never a row without its image).
  await placeNewEmojiImage(ctx.config, image.bytes, emoji.id);
  try {
    insertEmoji(ctx.db, emoji);
  } catch (err) {
    await removeEmojiImage(ctx.config, emoji.id);
    // Someone took the name while the image was converting.
    if (isUniqueNameViolation(err)) throw new ApiError(emojiErrors.duplicateName);
    throw err;
  }

  ctx.events.publishBroadcast('emojiAdded', { emoji: packEmojiDetailed(ctx, emoji) });
  return emoji;
}

export interface EmojiUpdate extends EmojiFields {
  id?: string;
  name?: string;
  fileId?: string;
}

/**
 * admin/emoji/update as in Misskey 2026: the emoji is found by `id` (then `name`, if given,
 * renames it) or else by `name`; fields left out keep their value; `fileId` replaces the image.
 */
export async function changeEmoji(ctx: InstanceContext, user: UserRow, input: EmojiUpdate): Promise<void> {
  const before =
    input.id !== undefined
      ? findEmojiById(ctx.db, input.id)
      : input.name !== undefined
        ? findEmojiByName(ctx.db, input.name)
        : undefined;
  if (!before) throw new ApiError(emojiErrors.updateNoSuchEmoji);

  const newName = input.id !== undefined && input.name !== undefined ? input.name : before.name;
  if (newName !== before.name) {
    assertValidEmojiName(newName);
    if (findEmojiByName(ctx.db, newName)) throw new ApiError(emojiErrors.sameNameEmojiExists);
  }
  const replacement =
    input.fileId !== undefined
      ? await convertOwnImage(ctx, user, input.fileId, emojiErrors.updateNoSuchFile)
      : null;

  const after: CustomEmojiRow = {
    ...before,
    name: newName,
    category: input.category !== undefined ? normalizeCategory(input.category) : before.category,
    aliases: input.aliases !== undefined ? normalizeAliases(input.aliases) : before.aliases,
    license: input.license !== undefined ? input.license : before.license,
    isSensitive: input.isSensitive ?? before.isSensitive,
    localOnly: input.localOnly ?? before.localOnly,
    roleIdsThatCanBeUsedThisEmojiAsReaction:
      input.roleIdsThatCanBeUsedThisEmojiAsReaction !== undefined
        ? uniqueIds(input.roleIdsThatCanBeUsedThisEmojiAsReaction)
        : before.roleIdsThatCanBeUsedThisEmojiAsReaction,
    ...(replacement ? { type: 'image/webp', width: replacement.width, height: replacement.height } : {}),
    updatedAt: laterThan(before.updatedAt),
  };

  const staged = replacement ? await stageEmojiImage(ctx.config, replacement.bytes) : null;
  try {
    updateEmoji(ctx.db, after);
  } catch (err) {
    if (staged) await discardStagedImage(staged);
    if (isUniqueNameViolation(err)) throw new ApiError(emojiErrors.sameNameEmojiExists);
    throw err;
  }
  if (staged) await commitEmojiImage(ctx.config, staged, after.id);

  if (after.name === before.name) {
    ctx.events.publishBroadcast('emojiUpdated', { emojis: [packEmojiDetailed(ctx, after)] });
  } else {
    // Clients key their emoji by name: a rename is the old name gone and a new one added.
    ctx.events.publishBroadcast('emojiDeleted', { emojis: [packEmojiDetailed(ctx, before)] });
    ctx.events.publishBroadcast('emojiAdded', { emoji: packEmojiDetailed(ctx, after) });
  }
}

/** admin/emoji/delete: the row, then the image (the drive file it came from is not touched). */
export async function removeEmoji(ctx: InstanceContext, id: string): Promise<void> {
  const emoji = findEmojiById(ctx.db, id);
  if (!emoji) throw new ApiError(emojiErrors.deleteNoSuchEmoji);
  deleteEmojiRow(ctx.db, emoji.id);
  await removeEmojiImage(ctx.config, emoji.id);
  ctx.events.publishBroadcast('emojiDeleted', { emojis: [packEmojiDetailed(ctx, emoji)] });
}

/**
 * Now, or a millisecond after `previous` if the clock has not moved on: updatedAt is the
 * image's ETag, so two quick edits must not share one.
 */
export function laterThan(previous: string): string {
  const now = Date.now();
  const prev = Date.parse(previous);
  return new Date(Number.isNaN(prev) || now > prev ? now : prev + 1).toISOString();
}
