import { useEffect, useState } from 'react';
import styles from './Mfm.module.css';

let katexLoad: Promise<typeof import('katex')['default']> | null = null;

function loadKatex() {
  katexLoad ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(([m]) => m.default);
  return katexLoad;
}

/**
 * TeX rendered by KaTeX, loaded on first use; the raw TeX shows until then (and if loading
 * fails). trust: false keeps \href, \url, \includegraphics and friends from emitting links or
 * images, and throwOnError: false renders bad input as an error span instead of throwing.
 */
export function MathFormula({ formula, block }: { formula: string; block: boolean }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setHtml(null);
    loadKatex().then(
      (katex) => {
        if (!live) return;
        setHtml(
          katex.renderToString(formula, {
            throwOnError: false,
            trust: false,
            displayMode: block,
            // A note must not blow up the page: cap sizes (\rule{9999em}…) and macro expansion.
            maxSize: 20,
            maxExpand: 1000,
          }),
        );
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [formula, block]);

  const Tag = block ? 'div' : 'span';
  const className = block ? styles.mathBlock : styles.mathInline;
  if (html === null) {
    return (
      <Tag className={className}>
        <code>{formula}</code>
      </Tag>
    );
  }
  return (
    <Tag
      className={className}
      // KaTeX's own output from the note's TeX: KaTeX escapes all text it emits, and with
      // trust: false it emits no links, images, classes or styles taken from the input.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX output from escaped input, see above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
