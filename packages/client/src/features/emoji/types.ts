import type * as Misskey from 'misskey-js';

/**
 * The shared vocabulary of the emoji feature (issue 6). Every part — data, search,
 * eligibility, the picker, reactions, the composer's autocomplete — speaks these types.
 */

/** Spec 001 §3: the nine unicode emoji categories, in the order the picker shows them. */
export const UNICODE_CATEGORIES = [
  'face',
  'people',
  'animals_and_nature',
  'food_and_drink',
  'activity',
  'travel_and_places',
  'objects',
  'symbols',
  'flags',
] as const;
export type UnicodeCategory = (typeof UNICODE_CATEGORIES)[number];

export interface UnicodeEmoji {
  /** The emoji itself, as typed into a note or sent as a reaction. */
  char: string;
  /** Its short name with underscores (`thumbs_up`): what follows `:` in autocomplete. */
  name: string;
  /** Other short names (`+1`). */
  aliases: string[];
  /** Search words from the data package (`hand`, `ok`…). */
  keywords: string[];
  category: UnicodeCategory;
}

/** A custom emoji as `emojis` lists it (misskey-js EmojiSimple). */
export type CustomEmoji = Misskey.entities.EmojiSimple;

/**
 * What the picker hands back and what reactions and notes carry: a unicode emoji's char, or a
 * custom emoji as `:name:` (local) — never HTML.
 */
export type EmojiValue = string;

/** The note a reaction is for: only what eligibility needs. */
export interface ReactionTarget {
  reactionAcceptance: Misskey.entities.Note['reactionAcceptance'];
}

/** Who wants to use an emoji: their host (null = this server) and the roles they hold. */
export interface EmojiUser {
  host: string | null;
  roleIds: readonly string[];
}
