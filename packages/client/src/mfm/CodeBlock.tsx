import { useEffect, useState } from 'react';
import { useI18n } from '@/i18n';
import { useSettingValue } from '@/settings';
import { useToast } from '@/ui';
import { highlightCode, highlightedBefore } from './highlight/highlightCode';
import type { HighlightedCode } from './highlight/shiki';
import styles from './Mfm.module.css';

export function CodeBlock({ code, lang }: { code: string; lang: string | null }) {
  const i18n = useI18n();
  const toast = useOptionalToast();
  // The data saver for code: plain text, and the highlighter (a large download) never loads.
  const plain = useSettingValue('dataSaver').code;
  const [tokens, setTokens] = useState<HighlightedCode | null>(() =>
    lang && !plain ? (highlightedBefore(code, lang.toLowerCase()) ?? null) : null,
  );

  useEffect(() => {
    if (!lang || plain) {
      setTokens(null);
      return;
    }
    const known = highlightedBefore(code, lang.toLowerCase());
    setTokens(known ?? null);
    if (known !== undefined) return;
    let live = true;
    // Highlighted off the page's thread (see highlight/highlightCode.ts); the plain code shows
    // meanwhile.
    highlightCode(code, lang.toLowerCase()).then(
      (result) => {
        if (live) setTokens(result);
      },
      // Highlighting is a nicety: on failure the plain code stays.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [code, lang, plain]);

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
