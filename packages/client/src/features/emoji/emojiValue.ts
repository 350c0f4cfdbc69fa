import type { EmojiValue } from './types';

/** A custom emoji as notes and reactions carry it: `:name:`. */
export function customEmojiValue(name: string): EmojiValue {
  return `:${name}:`;
}

export type ParsedEmojiValue =
  | { kind: 'unicode'; char: string }
  | { kind: 'custom'; name: string; host: string | null };

/**
 * Tells a custom emoji (`:name:`, `:name@host:`, or `:name@.:` which Misskey uses for "this
 * server") from a unicode one. Anything else is treated as unicode text, never as markup.
 */
export function parseEmojiValue(value: EmojiValue): ParsedEmojiValue {
  if (value.length > 2 && value.startsWith(':') && value.endsWith(':')) {
    const inner = value.slice(1, -1);
    const at = inner.indexOf('@');
    if (at === -1) return { kind: 'custom', name: inner, host: null };
    const host = inner.slice(at + 1);
    return { kind: 'custom', name: inner.slice(0, at), host: host === '' || host === '.' ? null : host };
  }
  return { kind: 'unicode', char: value };
}
