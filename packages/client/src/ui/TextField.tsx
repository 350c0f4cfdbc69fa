import { type ChangeEvent, type Ref, useId } from 'react';
import styles from './TextField.module.css';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'password' | 'date' | 'email' | 'url' | 'search' | 'number';
  /** A multi-line field (textarea) instead of a single-line input. */
  multiline?: boolean;
  hint?: string;
  /** A validation message; marks the field invalid. Announced politely, not as an alert. */
  error?: string | null;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'url' | 'search';
  placeholder?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
  /** Focused when the dialog or page containing it opens. */
  initialFocus?: boolean;
  spellCheck?: boolean;
  autoCapitalize?: string;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  multiline = false,
  hint,
  error,
  initialFocus,
  inputRef,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    ref: inputRef,
    className: styles.input,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'data-autofocus': initialFocus ? '' : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    ...inputProps,
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea {...common} rows={4} /> : <input {...common} type={type} />}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={errorId} className={styles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
