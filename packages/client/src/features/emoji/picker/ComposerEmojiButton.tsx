import { IconMoodSmile } from '@tabler/icons-react';
import { useRef } from 'react';
import { useI18n } from '@/i18n';
import { useModals } from '@/ui';
import { openEmojiPicker } from './openEmojiPicker';

export interface ComposerEmojiButtonProps {
  /** The composer's current text. */
  text: string;
  onTextChange(text: string): void;
  className?: string;
}

/**
 * The composer toolbar's Emoji button: opens the picker and puts the chosen emoji where the
 * caret was (replacing a selection), then puts the caret after it. The caret is read when
 * the button is pressed, since the picker takes focus away from the text area.
 */
export function ComposerEmojiButton({ text, onTextChange, className }: ComposerEmojiButtonProps) {
  const i18n = useI18n();
  const modals = useModals();
  const textRef = useRef(text);
  textRef.current = text;
  const label = i18n.ts.emojiPicker.insertEmoji;
  const open = async (button: HTMLButtonElement) => {
    const area = button.closest('form')?.querySelector('textarea') ?? null;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    const value = await openEmojiPicker(modals, { anchor: button });
    if (value === null) return;
    const current = textRef.current;
    onTextChange(current.slice(0, start) + value + current.slice(end));
    const caret = start + value.length;
    // After the picker has closed and React has put the new text in: back to typing.
    requestAnimationFrame(() => {
      if (!area?.isConnected) return;
      area.focus();
      area.setSelectionRange(caret, caret);
    });
  };
  return (
    <button
      type="button"
      className={className}
      title={label}
      aria-haspopup="dialog"
      onClick={(event) => void open(event.currentTarget)}
    >
      <IconMoodSmile size={18} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
