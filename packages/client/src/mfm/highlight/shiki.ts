import type { CSSProperties } from 'react';

export interface CodeToken {
  content: string;
  /** Both themes' colours as custom properties; the stylesheet picks one (light-dark()). */
  style: CSSProperties;
}

/** One array of tokens per line. */
export type HighlightedCode = CodeToken[][];

type ShikiHighlighter = Awaited<ReturnType<typeof import('shiki')['createHighlighter']>>;
let highlighterLoad: Promise<{ shiki: typeof import('shiki'); highlighter: ShikiHighlighter }> | null = null;

/**
 * One Shiki highlighter, created on first use with the JavaScript regex engine: no
 * WebAssembly to fetch or compile (the instance's Content-Security-Policy need not allow it).
 */
function loadHighlighter() {
  highlighterLoad ??= import('shiki').then(async (shiki) => ({
    shiki,
    highlighter: await shiki.createHighlighter({
      themes: ['github-light-high-contrast', 'github-dark-high-contrast'],
      langs: [],
      engine: shiki.createJavaScriptRegexEngine(),
    }),
  }));
  return highlighterLoad;
}

/**
 * Highlights with Shiki. Tokens come back as plain data (rendered as React text, so no HTML
 * is involved, and able to cross from a worker). Null for a language Shiki does not know.
 */
export async function tokenize(code: string, lang: string): Promise<HighlightedCode | null> {
  const { shiki, highlighter } = await loadHighlighter();
  if (!Object.hasOwn(shiki.bundledLanguages, lang) && !Object.hasOwn(shiki.bundledLanguagesAlias, lang))
    return null;
  const known = lang as import('shiki').BundledLanguage;
  await highlighter.loadLanguage(known);
  const result = highlighter.codeToTokens(code, {
    lang: known,
    themes: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
    defaultColor: false,
  });
  return result.tokens.map((line) =>
    line.map((token) => ({
      content: token.content,
      style: (token.htmlStyle ?? {}) as CSSProperties,
    })),
  );
}
