import type { CSSProperties } from 'react';
import { aiscriptGrammar } from './aiscriptGrammar';

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
  // Shiki's types know only its bundled names; a grammar loaded at run time is as good.
  let known: import('shiki').BundledLanguage;
  if (lang === aiscriptGrammar.name || aiscriptGrammar.aliases?.includes(lang)) {
    // Our own grammar: Shiki bundles none for AiScript.
    await highlighter.loadLanguage(aiscriptGrammar);
    known = aiscriptGrammar.name as import('shiki').BundledLanguage;
  } else if (
    Object.hasOwn(shiki.bundledLanguages, lang) ||
    Object.hasOwn(shiki.bundledLanguagesAlias, lang)
  ) {
    known = lang as import('shiki').BundledLanguage;
    await highlighter.loadLanguage(known);
  } else return null;
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
