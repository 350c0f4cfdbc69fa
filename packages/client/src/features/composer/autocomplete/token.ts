/**
 * Finds what the user is typing right before the caret that can be completed: a mention after
 * `@` (letters, digits and underscore only, spec 001 §5), a hashtag after `#`, or an emoji code
 * after `:`. The trigger must start the text or follow whitespace (so e-mail addresses and
 * times such as 12:30 do not open suggestions).
 */
export type TokenKind = 'mention' | 'hashtag' | 'emoji';

export interface CompletionToken {
  kind: TokenKind;
  /** What follows the trigger character, up to the caret. */
  query: string;
  /** Index of the trigger character in the text. */
  start: number;
  /** The caret: the token ends here. */
  end: number;
}

const PATTERNS: { kind: TokenKind; pattern: RegExp }[] = [
  { kind: 'mention', pattern: /(?:^|\s)@([a-zA-Z0-9_]*)$/ },
  // Hashtags stop at whitespace and at the punctuation Misskey's parser ends them on.
  { kind: 'hashtag', pattern: /(?:^|\s)#([^\s#.,!?'"()[\]{}<>「」【】:;@]*)$/ },
  // Emoji codes need at least one character, so a lone ':' (a colon in prose) stays quiet.
  { kind: 'emoji', pattern: /(?:^|\s):([a-zA-Z0-9_+-]+)$/ },
];

export function detectToken(text: string, caret: number): CompletionToken | null {
  const before = text.slice(0, caret);
  for (const { kind, pattern } of PATTERNS) {
    const match = pattern.exec(before);
    if (!match) continue;
    const query = match[1] ?? '';
    return { kind, query, start: caret - query.length - 1, end: caret };
  }
  return null;
}

/** Replaces the token with `insertion` and a space; returns the new text and caret. */
export function applyCompletion(
  text: string,
  token: CompletionToken,
  insertion: string,
): { text: string; caret: number } {
  const after = text.slice(token.end);
  // A following space is reused rather than doubled.
  const spaced = after.startsWith(' ') ? insertion : `${insertion} `;
  const next = text.slice(0, token.start) + spaced + after;
  return { text: next, caret: token.start + spaced.length + (after.startsWith(' ') ? 1 : 0) };
}
