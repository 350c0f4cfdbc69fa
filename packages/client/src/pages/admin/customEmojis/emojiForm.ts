import type * as Misskey from 'misskey-js';

/** What the editor holds while a moderator types; turned into request params on save. */
export interface EmojiFormValues {
  name: string;
  category: string;
  /** As typed: separated by spaces or commas. */
  aliases: string;
  license: string;
  isSensitive: boolean;
  localOnly: boolean;
  roleIds: string[];
}

/** Spec 000 §3 emoji code characters; the server enforces the same pattern. */
export const EMOJI_NAME_PATTERN = /^[a-zA-Z0-9_+-]+$/;
/** Misskey's own bound for a name. */
export const EMOJI_NAME_MAX_LENGTH = 128;

export type EmojiNameProblem = 'required' | 'invalid' | 'tooLong';

export function emojiNameProblem(name: string): EmojiNameProblem | null {
  if (name.trim() === '') return 'required';
  if (name.length > EMOJI_NAME_MAX_LENGTH) return 'tooLong';
  if (!EMOJI_NAME_PATTERN.test(name)) return 'invalid';
  return null;
}

/** Aliases typed with spaces, commas (or the ideographic comma) between them, each once. */
export function parseAliases(text: string): string[] {
  return [...new Set(text.split(/[\s,、]+/u).filter((alias) => alias !== ''))];
}

/** A name taken from an image file (`party parrot.png` → `party_parrot`), for a head start. */
export function nameFromFileName(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/u, '');
  return base
    .replace(/[^a-zA-Z0-9_+-]+/gu, '_')
    .replace(/^_+|_+$/gu, '')
    .slice(0, EMOJI_NAME_MAX_LENGTH);
}

export function formValuesOf(emoji: Misskey.entities.EmojiDetailed): EmojiFormValues {
  return {
    name: emoji.name,
    category: emoji.category ?? '',
    aliases: emoji.aliases.filter((alias) => alias !== '').join(' '),
    license: emoji.license ?? '',
    isSensitive: emoji.isSensitive,
    localOnly: emoji.localOnly,
    roleIds: [...emoji.roleIdsThatCanBeUsedThisEmojiAsReaction],
  };
}

export function emptyFormValues(name = ''): EmojiFormValues {
  return {
    name,
    category: '',
    aliases: '',
    license: '',
    isSensitive: false,
    localOnly: false,
    roleIds: [],
  };
}

/** The fields `admin/emoji/add` and `admin/emoji/update` share; empty text becomes null. */
export function emojiParams(values: EmojiFormValues) {
  const category = values.category.trim();
  const license = values.license.trim();
  return {
    name: values.name.trim(),
    category: category === '' ? null : category,
    aliases: parseAliases(values.aliases),
    license: license === '' ? null : license,
    isSensitive: values.isSensitive,
    localOnly: values.localOnly,
    roleIdsThatCanBeUsedThisEmojiAsReaction: [...values.roleIds],
  };
}

/** Distinct non-empty categories in alphabetical order, for the filter and the suggestions. */
export function categoriesOf(emojis: readonly { category: string | null }[]): string[] {
  const names = new Set<string>();
  for (const emoji of emojis) if (emoji.category) names.add(emoji.category);
  return [...names].sort((a, b) => a.localeCompare(b));
}

/** Whether a user may open the manager: staff, or a role granting custom emoji management. */
export function canManageCustomEmojis(
  user: { isAdmin?: boolean | null; isModerator?: boolean | null; policies?: unknown } | null,
): boolean {
  if (!user) return false;
  if (user.isAdmin === true || user.isModerator === true) return true;
  const policies = user.policies as Record<string, unknown> | null | undefined;
  return policies?.canManageCustomEmojis === true;
}
