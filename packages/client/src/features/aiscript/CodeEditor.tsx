import { type KeyboardEvent, useId, useLayoutEffect, useRef } from 'react';
import styles from './CodeEditor.module.css';
import { insertIndent } from './indent';

export interface CodeEditorProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Ctrl+Enter (⌘+Enter): the page runs or saves the code. */
  onSubmit?(): void;
  onBlur?(): void;
  /** The keys' hint below the field. */
  hint: string;
}

/**
 * The AiScript code field of the scratchpad and Play's editor: a plain monospace textarea (the
 * project's Shiki has no AiScript grammar). Tab indents; Escape first lets Tab leave the field,
 * so the keyboard is never trapped; Ctrl+Enter submits.
 */
export function CodeEditor({ label, value, onChange, onSubmit, onBlur, hint }: CodeEditorProps) {
  const id = useId();
  const escaped = useRef(false);
  const caret = useRef<number | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
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

  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        ref={field}
        className={styles.code}
        value={value}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
    </>
  );
}
