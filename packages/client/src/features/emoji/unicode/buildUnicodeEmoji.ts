import type { UnicodeCategory, UnicodeEmoji } from '../types';

/** The fields of an emojibase "compact" entry this client reads. */
export interface CompactEmojiEntry {
  hexcode: string;
  label: string;
  unicode: string;
  group?: number;
  order?: number;
  tags?: string[];
}

/** emojibase shortcode files: hexcode → one name or several. */
export type ShortcodeMap = Record<string, string | string[]>;

/** emojibase group number → our category; group 2 (skin tones, hair) is not an emoji to pick. */
const GROUP_CATEGORIES: Readonly<Record<number, UnicodeCategory>> = {
  0: 'face',
  1: 'people',
  3: 'animals_and_nature',
  4: 'food_and_drink',
  5: 'travel_and_places',
  6: 'activity',
  7: 'objects',
  8: 'symbols',
  9: 'flags',
};

export function categoryOfGroup(group: number | undefined): UnicodeCategory | null {
  return group === undefined ? null : (GROUP_CATEGORIES[group] ?? null);
}

function asList(codes: string | string[] | undefined): string[] {
  if (codes === undefined) return [];
  return typeof codes === 'string' ? [codes] : codes;
}

/** `thumbs up: medium skin` → `thumbs_up_medium_skin`: the label typed the way shortcodes are. */
function labelAsShortcode(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

const EMOJI_PRESENTATION = /^\p{Emoji_Presentation}$/u;

/**
 * emojibase appends U+FE0F to every emoji that also has a text form (`👍️`), but what people
 * type, servers store as reaction keys, and our default palette holds is the bare `👍` whenever
 * the character shows as an emoji by default. Text-default characters (`❤️`, `☺️`) and
 * sequences keep the selector.
 */
export function canonicalEmoji(unicode: string): string {
  const points = Array.from(unicode);
  if (points.length === 2 && points[1] === '\ufe0f' && EMOJI_PRESENTATION.test(points[0] ?? ''))
    return points[0] ?? unicode;
  return unicode;
}

/**
 * Turns emojibase data into the picker's list, in emojibase order. The name is the GitHub
 * shortcode where one exists (`thumbsup`, `heart`, `smile`: what Misskey users type), preferring a
 * word over a symbol (`+1` becomes an alias); other shortcodes and the label are aliases.
 */
export function buildUnicodeEmoji(
  entries: readonly CompactEmojiEntry[],
  github: ShortcodeMap,
  emojibase: ShortcodeMap,
): UnicodeEmoji[] {
  const picked: { order: number; emoji: UnicodeEmoji }[] = [];
  for (const entry of entries) {
    const category = categoryOfGroup(entry.group);
    if (!category) continue;
    const names = [
      ...asList(github[entry.hexcode]),
      ...asList(emojibase[entry.hexcode]),
      labelAsShortcode(entry.label),
    ];
    const unique = [...new Set(names.filter((n) => n.length > 0))];
    const name = unique.find((n) => /[a-z]/.test(n)) ?? unique[0] ?? entry.hexcode.toLowerCase();
    picked.push({
      order: entry.order ?? Number.MAX_SAFE_INTEGER,
      emoji: {
        char: canonicalEmoji(entry.unicode),
        name,
        aliases: unique.filter((n) => n !== name),
        keywords: entry.tags ?? [],
        category,
      },
    });
  }
  picked.sort((a, b) => a.order - b.order);
  return picked.map((p) => p.emoji);
}
