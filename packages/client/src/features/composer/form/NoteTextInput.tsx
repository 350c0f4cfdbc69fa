import { type ClipboardEvent, type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { useI18n } from '@/i18n';
import { counterState, textLength } from '../rules';
import styles from './form.module.css';

export interface NoteTextInputProps {
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  value: string;
  composition: string;
  maxLength: number;
  placeholder: string;
  disabled: boolean;
  rows: number;
  autoFocus?: boolean;
  onChange(value: string): void;
  /** The text an input method is composing, not yet in `value`; '' when composition ends. */
  onComposition(text: string): void;
  onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void;
  onPaste(event: ClipboardEvent<HTMLTextAreaElement>): void;
}

/** The note's text box with its remaining-characters counter (spec 001 §4). */
export function NoteTextInput(props: NoteTextInputProps) {
  const i18n = useI18n();
  // Listened to natively: React routes composition events through a heuristic plugin that
  // does not always report `data`, and the counter needs exactly what is being composed.
  const onComposition = useRef(props.onComposition);
  onComposition.current = props.onComposition;
  const { textareaRef } = props;
  useEffect(() => {
    const area = textareaRef.current;
    if (!area) return;
    const update = (event: Event) => onComposition.current((event as CompositionEvent).data ?? '');
    const end = () => onComposition.current('');
    area.addEventListener('compositionupdate', update);
    area.addEventListener('compositionend', end);
    return () => {
      area.removeEventListener('compositionupdate', update);
      area.removeEventListener('compositionend', end);
    };
  }, [textareaRef]);
  const counter = counterState(textLength(props.value, props.composition), props.maxLength);
  const counterText = counter.over
    ? i18n.t('composer.overLimit', { n: -counter.remaining })
    : i18n.t('composer.remaining', { n: counter.remaining });
  return (
    <div className={styles.textWrap}>
      <textarea
        ref={props.textareaRef}
        className={styles.textarea}
        aria-label={i18n.ts.composer.whatsHappening}
        aria-invalid={counter.over || undefined}
        placeholder={props.placeholder}
        value={props.value}
        rows={props.rows}
        disabled={props.disabled}
        // biome-ignore lint/a11y/noAutofocus: a composer opened on purpose is opened to write.
        autoFocus={props.autoFocus}
        data-autofocus={props.autoFocus ? '' : undefined}
        // Taken in the capture phase as well: a native `input` listener on the textarea that sets
        // state (the autocomplete follows the caret that way) makes React re-render before its
        // bubble-phase onChange runs, which restores the old value and drops the keystroke.
        onInputCapture={(event) => {
          // Once the composing text is in the value (browsers that send input events while
          // composing), it must not be counted twice.
          if ((event.nativeEvent as InputEvent).isComposing) props.onComposition('');
          props.onChange(event.currentTarget.value);
        }}
        onChange={(event) => props.onChange(event.target.value)}
        onKeyDown={props.onKeyDown}
        onPaste={props.onPaste}
      />
      {counter.visible && (
        <span
          className={counter.over ? `${styles.counter} ${styles.over}` : styles.counter}
          aria-live="polite"
        >
          <span aria-hidden="true">{counter.remaining}</span>
          <span className="visually-hidden">{counterText}</span>
        </span>
      )}
    </div>
  );
}
