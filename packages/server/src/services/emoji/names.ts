import { invalidParam } from '../../api/errors.js';

/** Emoji code characters (spec 001 §5): what `:name:` in text can spell. */
export const EMOJI_NAME_RE = /^[a-zA-Z0-9_+-]+$/;
export const EMOJI_NAME_MAX_LENGTH = 128;

/** Throws a clear INVALID_PARAM for a name that could never be written as `:name:`. */
export function assertValidEmojiName(name: string): void {
  if (!EMOJI_NAME_RE.test(name)) {
    throw invalidParam('name', 'may contain only letters a-z and A-Z, digits, _, + and -');
  }
}

/** Aliases are search words: trimmed, blanks dropped, each once, in the order given. */
export function normalizeAliases(aliases: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const alias of aliases) {
    const trimmed = alias.trim();
    if (trimmed !== '') seen.add(trimmed);
  }
  return [...seen];
}

/** A category of only spaces is no category. */
export function normalizeCategory(category: string | null | undefined): string | null {
  const trimmed = category?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
