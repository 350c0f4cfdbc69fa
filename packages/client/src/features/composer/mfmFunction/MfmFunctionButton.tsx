import { IconPalette } from '@tabler/icons-react';
import { useRef } from 'react';
import { useI18n } from '@/i18n';
import { MenuButton, type MenuItem } from '@/ui';
import { insertMfmFunction, MFM_FUNCTIONS } from './mfmFunctions';

export interface MfmFunctionButtonProps {
  text: string;
  onTextChange(text: string): void;
  className?: string;
}

/**
 * The composer's quick-add button for MFM functions (shown while enableQuickAddMfmFunction is
 * on; a lazy chunk, so the composer carries none of it otherwise): a menu of the function names,
 * and the chosen one goes in at the caret or around the selection of the post's text.
 */
export default function MfmFunctionButton({ text, onTextChange, className }: MfmFunctionButtonProps) {
  const i18n = useI18n();
  const holder = useRef<HTMLSpanElement>(null);
  const textRef = useRef(text);
  textRef.current = text;
  const insert = (name: (typeof MFM_FUNCTIONS)[number]) => {
    // The post's own text box: the one in the form this button sits in.
    const area = holder.current?.closest('form')?.querySelector('textarea') ?? null;
    const current = textRef.current;
    const start = area?.selectionStart ?? current.length;
    const end = area?.selectionEnd ?? current.length;
    const next = insertMfmFunction(current, start, end, name);
    onTextChange(next.text);
    // After the menu has closed and React has put the new text in: back to typing.
    requestAnimationFrame(() => {
      if (!area?.isConnected) return;
      area.focus();
      area.setSelectionRange(next.selectionStart, next.selectionEnd);
    });
  };
  const items: MenuItem[] = MFM_FUNCTIONS.map((name) => ({
    type: 'button',
    text: name,
    action: () => insert(name),
  }));
  return (
    <span ref={holder} style={{ display: 'contents' }}>
      <MenuButton label={i18n.ts.composer.addMfmFunction} items={items} className={className}>
        <IconPalette size={18} aria-hidden="true" />
      </MenuButton>
    </span>
  );
}
