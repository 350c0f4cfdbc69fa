import { parseReaction } from '../rules';

export type ReactionsDisplaySize = 'small' | 'medium' | 'large';

/** The emoji size in px for each `reactionsDisplaySize`, for images that need a number. */
export const REACTION_EMOJI_PX: Record<ReactionsDisplaySize, number> = { small: 16, medium: 20, large: 28 };

/**
 * The key a reaction has in `note.reactions`: the server lists this server's custom emoji as
 * `:name@.:`, while the picker hands back `:name:`. Comparing keys needs one form.
 */
export function reactionKey(value: string): string {
  const parsed = parseReaction(value);
  return parsed.custom && parsed.host === null ? `:${parsed.name}@.:` : value;
}

/**
 * The form `mutedReactions` stores (Misskey's): `:name:` for this server's emoji,
 * `:name@host:` for another's, the character itself for unicode — without the variation
 * selector, so ❤ and ❤️ are one entry.
 */
function mutedForm(reaction: string): string {
  const parsed = parseReaction(reaction);
  if (!parsed.custom) return reaction.replace(/\ufe0f/g, '');
  return parsed.host === null || parsed.host === '.' ? `:${parsed.name}:` : `:${parsed.name}@${parsed.host}:`;
}

/** Whether the viewer muted this reaction: a muted reaction never shows in the bar. */
export function isMutedReaction(reaction: string, muted: readonly string[]): boolean {
  if (muted.length === 0) return false;
  const form = mutedForm(reaction);
  return muted.some((entry) => mutedForm(entry) === form);
}

/**
 * What the spellings of one reaction share: a single unicode emoji without U+FE0F, so ❤ and ❤️
 * are one reaction, as the server stores them. A ZWJ sequence keeps it (dropping it there can
 * change how the sequence renders), as the server does; custom emoji never have one.
 */
function variantFree(reaction: string): string {
  if (reaction.includes('\u200d') || parseReaction(reaction).custom) return reaction;
  return reaction.replace(/\ufe0f/g, '');
}

/** Whether two reaction keys are one reaction written two ways (or the same key). */
export function isSameReaction(a: string | null | undefined, b: string | null | undefined): boolean {
  return a != null && b != null && (a === b || variantFree(a) === variantFree(b));
}

/**
 * A note's reactions with one entry per reaction: keys that differ only by U+FE0F (another
 * server may list ❤ and ❤️ for one note) are added together. The entry takes the viewer's own
 * spelling when it is theirs, so it shows as theirs and pressing it removes it; otherwise the
 * most used spelling. Entries without a count are left out.
 */
export function mergeReactionSpellings(
  reactions: Readonly<Record<string, number>>,
  myReaction: string | null | undefined,
): Array<[reaction: string, count: number]> {
  const groups = new Map<string, { key: string; top: number; count: number }>();
  for (const [reaction, count] of Object.entries(reactions)) {
    if (!(count > 0)) continue;
    const form = variantFree(reaction);
    const group = groups.get(form);
    if (!group) {
      groups.set(form, { key: reaction, top: count, count });
      continue;
    }
    group.count += count;
    if (count > group.top) {
      group.key = reaction;
      group.top = count;
    }
  }
  const own = myReaction ? groups.get(variantFree(myReaction)) : undefined;
  if (own && myReaction) own.key = myReaction;
  return Array.from(groups.values(), ({ key, count }) => [key, count]);
}
