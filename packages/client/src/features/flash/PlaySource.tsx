import { useEffect, useRef } from 'react';
import styles from './Play.module.css';

export interface PlaySourceProps {
  script: string;
  /** The disclosure's summary. */
  label: string;
  className?: string;
  /**
   * A line to show (a failure's "Show line N"): the disclosure opens, the line is marked and
   * scrolled into view, and the code takes the focus. `request` changes on every ask, so the
   * same line can be shown again.
   */
  shown?: { line: number; request: number } | null;
}

/** A play's code, read-only, one disclosure away on the play's page. */
export function PlaySource({ script, label, className, shown }: PlaySourceProps) {
  const disclosure = useRef<HTMLDetailsElement>(null);
  const code = useRef<HTMLPreElement>(null);
  useEffect(() => {
    if (!shown || !disclosure.current || !code.current) return;
    disclosure.current.open = true;
    code.current.focus({ preventScroll: true });
    code.current.querySelector('mark')?.scrollIntoView?.({ block: 'nearest' });
  }, [shown]);

  const marked = shown ? splitAtLine(script, shown.line) : null;
  return (
    <details ref={disclosure} className={className}>
      <summary>{label}</summary>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long script scrolls, and must scroll by keyboard too. */}
      <pre ref={code} tabIndex={0}>
        <code>
          {marked ? (
            <>
              {marked.before}
              <mark className={styles.marked}>{marked.line}</mark>
              {marked.after}
            </>
          ) : (
            script
          )}
        </code>
      </pre>
    </details>
  );
}

/** The code before a line, the line itself (with its line break) and the rest. */
function splitAtLine(script: string, line: number) {
  const lines = script.split('\n');
  if (line < 1 || line > lines.length) return null;
  return {
    before: lines
      .slice(0, line - 1)
      .map((text) => `${text}\n`)
      .join(''),
    line: lines[line - 1] + (line < lines.length ? '\n' : ''),
    after: lines.slice(line).join('\n'),
  };
}
