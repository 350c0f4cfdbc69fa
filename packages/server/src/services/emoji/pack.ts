import type { entities } from 'misskey-js';
import type { CustomEmojiRow } from '../../db/emojis.js';
import type { InstanceContext } from '../context.js';

/**
 * Where a local emoji is served. By name, not id, as Misskey does, so notes' `emojis` maps
 * and MFM `:name:` resolve without a lookup. Built at pack time: the instance URL may change.
 */
export function emojiUrl(ctx: InstanceContext, name: string): string {
  return `${ctx.config.url}/emoji/${name}.webp`;
}

/** misskey-js `EmojiSimple` (the `emojis` list). */
export function packEmojiSimple(ctx: InstanceContext, emoji: CustomEmojiRow): entities.EmojiSimple {
  return {
    aliases: [...emoji.aliases],
    name: emoji.name,
    category: emoji.category,
    url: emojiUrl(ctx, emoji.name),
    localOnly: emoji.localOnly,
    isSensitive: emoji.isSensitive,
    roleIdsThatCanBeUsedThisEmojiAsReaction: [...emoji.roleIdsThatCanBeUsedThisEmojiAsReaction],
  };
}

/** misskey-js `EmojiDetailed` (`emoji`, admin/emoji/add, the broadcast events). */
export function packEmojiDetailed(ctx: InstanceContext, emoji: CustomEmojiRow): entities.EmojiDetailed {
  return {
    id: emoji.id,
    aliases: [...emoji.aliases],
    name: emoji.name,
    category: emoji.category,
    host: null,
    url: emojiUrl(ctx, emoji.name),
    license: emoji.license,
    isSensitive: emoji.isSensitive,
    localOnly: emoji.localOnly,
    roleIdsThatCanBeUsedThisEmojiAsReaction: [...emoji.roleIdsThatCanBeUsedThisEmojiAsReaction],
  };
}

/**
 * A row of admin/emoji/list: misskey-js declares EmojiDetailed there; the management page
 * also gets what Misskey's admin rows carry (updatedAt, type, publicUrl, originalUrl, uri),
 * with null where this instance has nothing (no federation, so no uri).
 */
export type EmojiAdminRow = entities.EmojiDetailed & {
  updatedAt: string | null;
  type: string | null;
  publicUrl: string;
  originalUrl: string;
  uri: null;
  width: number | null;
  height: number | null;
};

export function packEmojiAdmin(ctx: InstanceContext, emoji: CustomEmojiRow): EmojiAdminRow {
  const detailed = packEmojiDetailed(ctx, emoji);
  return {
    ...detailed,
    updatedAt: emoji.updatedAt,
    type: emoji.type,
    publicUrl: detailed.url,
    originalUrl: detailed.url,
    uri: null,
    width: emoji.width,
    height: emoji.height,
  };
}
