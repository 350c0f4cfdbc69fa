import { type CustomEmojiRow, deleteEmojiRow, findEmojiById, updateEmoji } from '../../db/emojis.js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { logModeration } from '../moderation/log.js';
import { laterThan } from './manage.js';
import { normalizeAliases, normalizeCategory } from './names.js';
import { packEmojiDetailed } from './pack.js';
import { removeEmojiImage } from './storage.js';

/**
 * The admin/emoji/*-bulk endpoints (Misskey's second manager). As in Misskey, ids that name
 * no emoji are skipped rather than refused: a selection may hold an emoji someone else just
 * deleted, and the rest of it should still change.
 */
function foundEmojis(ctx: InstanceContext, ids: readonly string[]): CustomEmojiRow[] {
  const rows: CustomEmojiRow[] = [];
  for (const id of new Set(ids)) {
    const row = findEmojiById(ctx.db, id);
    if (row) rows.push(row);
  }
  return rows;
}

/** Rewrites every found emoji with `change` in one transaction, then tells clients once. */
export function changeEmojisBulk(
  ctx: InstanceContext,
  ids: readonly string[],
  change: (emoji: CustomEmojiRow) => Partial<CustomEmojiRow>,
): void {
  const changed = ctx.db.transaction(() =>
    foundEmojis(ctx, ids).map((before) => {
      const after = { ...before, ...change(before), updatedAt: laterThan(before.updatedAt) };
      updateEmoji(ctx.db, after);
      return after;
    }),
  )();
  if (changed.length === 0) return;
  ctx.events.publishBroadcast('emojiUpdated', { emojis: changed.map((e) => packEmojiDetailed(ctx, e)) });
}

export const bulkChanges = {
  category: (category: string | null | undefined) => () => ({ category: normalizeCategory(category) }),
  license: (license: string | null | undefined) => () => ({ license: license ?? null }),
  setAliases: (aliases: readonly string[]) => () => ({ aliases: normalizeAliases(aliases) }),
  addAliases: (aliases: readonly string[]) => (e: CustomEmojiRow) => ({
    aliases: normalizeAliases([...e.aliases, ...aliases]),
  }),
  removeAliases: (aliases: readonly string[]) => (e: CustomEmojiRow) => {
    const gone = new Set(normalizeAliases(aliases));
    return { aliases: e.aliases.filter((a) => !gone.has(a)) };
  },
};

/** admin/emoji/delete-bulk: each found emoji goes, logged one by one as Misskey does. */
export async function deleteEmojisBulk(
  ctx: InstanceContext,
  user: UserRow,
  ids: readonly string[],
): Promise<void> {
  const emojis = foundEmojis(ctx, ids);
  if (emojis.length === 0) return;
  ctx.db.transaction(() => {
    for (const emoji of emojis) deleteEmojiRow(ctx.db, emoji.id);
  })();
  for (const emoji of emojis) {
    await removeEmojiImage(ctx.config, emoji.id);
    logModeration(ctx, user, 'deleteCustomEmoji', {
      emojiId: emoji.id,
      emoji: packEmojiDetailed(ctx, emoji),
    });
  }
  ctx.events.publishBroadcast('emojiDeleted', { emojis: emojis.map((e) => packEmojiDetailed(ctx, e)) });
}
