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
