import { type CSSProperties, useEffect, useState } from 'react';
import { useI18n } from '@/i18n';
import { useToast } from '@/ui';
import styles from './Mfm.module.css';

interface Token {
  content: string;
  style: CSSProperties;
}

type Highlighted = Token[][];

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
 * Highlights with Shiki. Tokens come back as data and are rendered as React text, so no HTML
 * is involved. Both themes' colours are set as custom properties and the stylesheet picks
 * one with light-dark() by the page's color-scheme. Null for a language Shiki does not know.
 */
async function highlight(code: string, lang: string): Promise<Highlighted | null> {
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

export function CodeBlock({ code, lang }: { code: string; lang: string | null }) {
  const i18n = useI18n();
  const toast = useOptionalToast();
  const [tokens, setTokens] = useState<Highlighted | null>(null);

  useEffect(() => {
    setTokens(null);
    if (!lang) return;
    let live = true;
    highlight(code, lang.toLowerCase()).then(
      (result) => {
        if (live) setTokens(result);
      },
      // Highlighting is a nicety: on failure the plain code stays.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [code, lang]);

  const copy = () => {
    navigator.clipboard?.writeText(code).then(
      () => toast?.(i18n.ts.mfm.copied),
      () => {},
    );
  };

  return (
    <div className={styles.codeBlock}>
      <pre
        className={styles.pre}
        data-lang={lang ?? undefined}
        data-highlighted={tokens ? 'true' : undefined}
      >
        <code>
          {tokens
            ? tokens.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their position
                <span key={i} className={styles.codeLine}>
                  {line.map((token, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity but their position
                    <span key={j} className={styles.token} style={token.style}>
                      {token.content}
                    </span>
                  ))}
                  {i < tokens.length - 1 ? '\n' : null}
                </span>
              ))
            : code}
        </code>
      </pre>
      <button type="button" className={styles.copyButton} onClick={copy}>
        {i18n.ts.mfm.copyCode}
      </button>
    </div>
  );
}

function useOptionalToast(): ((text: string) => void) | null {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: always called; the try only catches a missing provider
    const toast = useToast();
    return (text) => toast(text);
  } catch {
    return null;
  }
}
