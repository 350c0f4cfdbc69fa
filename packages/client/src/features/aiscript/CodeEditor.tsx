import {
  type KeyboardEvent,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
} from 'react';
import { useSettingValue } from '@/settings';
import styles from './CodeEditor.module.css';
import { highlightedLines } from './highlightedLines';
import { insertIndent } from './indent';
import { offsetOf, type ScriptPosition } from './scriptPosition';
import { useCodeHighlight } from './useCodeHighlight';

export interface CodeEditorProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Ctrl+Enter (⌘+Enter): the page runs or saves the code. */
  onSubmit?(): void;
  onBlur?(): void;
  /** The keys' hint below the field. */
  hint: string;
  /** A line to mark (where the last run failed): drawn marked and scrolled into view. */
  markedLine?: number | null;
  ref?: Ref<CodeEditorHandle>;
}

export interface CodeEditorHandle {
  /** Focuses the field with the caret at this line and column (a failure's "Show line"). */
  showPosition(position: ScriptPosition): void;
}

/**
 * The AiScript code field of the scratchpad and Play's editor. The editing is a native textarea
 * (IME, undo, screen readers); its text is transparent over a <pre aria-hidden> that draws the
 * same text coloured by Shiki, line for line, scrolled with it. Tab indents; Escape first lets
 * Tab leave the field, so the keyboard is never trapped; Ctrl+Enter submits.
 */
export function CodeEditor({
  label,
  value,
  onChange,
  onSubmit,
  onBlur,
  hint,
  markedLine,
  ref,
}: CodeEditorProps) {
  const id = useId();
  const escaped = useRef(false);
  const caret = useRef<number | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const drawing = useRef<HTMLPreElement>(null);
  // The data saver for code: no colours, and the highlighter (a large download) never loads.
  const coloured = !useSettingValue('dataSaver').code;
  const highlight = useCodeHighlight(value, coloured);
  useImperativeHandle(
    ref,
    () => ({
      showPosition(position) {
        const target = field.current;
        if (!target) return;
        const offset = offsetOf(target.value, position);
        target.focus();
        target.setSelectionRange(offset, offset);
        scrollToLine(target, position.line);
      },
    }),
    [],
  );
  // A new failure's line comes into view (without taking the focus from where the reader is).
  useEffect(() => {
    if (markedLine && field.current) scrollToLine(field.current, markedLine);
  }, [markedLine]);
  useLayoutEffect(() => {
    if (caret.current === null || !field.current) return;
    field.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit?.();
      return;
    }
    if (event.key === 'Tab' && !event.shiftKey && !escaped.current && !event.altKey) {
      event.preventDefault();
      const target = event.currentTarget;
      const edited = insertIndent(target.value, target.selectionStart, target.selectionEnd);
      caret.current = edited.caret;
      onChange(edited.value);
      return;
    }
    escaped.current = event.key === 'Escape';
  };

  const followScroll = () => {
    if (!drawing.current || !field.current) return;
    drawing.current.scrollTop = field.current.scrollTop;
    drawing.current.scrollLeft = field.current.scrollLeft;
  };
  // A new drawing (a new line at the end, say) scrolls with the field from its first paint.
  useLayoutEffect(followScroll);

  const textarea = (
    <textarea
      id={id}
      ref={field}
      className={coloured ? `${styles.code} ${styles.overDrawing}` : styles.code}
      value={value}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      aria-describedby={`${id}-hint`}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onScroll={followScroll}
    />
  );

  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {coloured ? (
        <div className={styles.editor}>
          <pre
            ref={drawing}
            className={`${styles.code} ${styles.drawing}`}
            aria-hidden="true"
            data-highlighted={highlight ? 'true' : undefined}
          >
            {highlightedLines(value, highlight).map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their position
              <span key={i} className={i + 1 === markedLine ? styles.marked : undefined}>
                {typeof line === 'string'
                  ? line
                  : line.map((token, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity but their position
                      <span key={j} className={styles.token} style={token.style}>
                        {token.content}
                      </span>
                    ))}
                {'\n'}
              </span>
            ))}
          </pre>
          {textarea}
        </div>
      ) : (
        textarea
      )}
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
    </>
  );
}

/** Scrolls the field, if needed, so that a line sits in its upper third. */
function scrollToLine(field: HTMLTextAreaElement, line: number) {
  const style = getComputedStyle(field);
  const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5 || 20;
  const top = (line - 1) * lineHeight;
  if (top >= field.scrollTop && top + lineHeight <= field.scrollTop + field.clientHeight) return;
  field.scrollTop = Math.max(0, top - field.clientHeight / 3);
}
