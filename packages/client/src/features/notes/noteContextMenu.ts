import { type MouseEvent, useRef } from 'react';
import { useSetting } from '@/settings';
import { wantsAppMenu } from '@/ui';

/** Opens the note's own menu (its "…" button's) at the pointer; set by the note's footer. */
export type NoteMenuOpener = (event: MouseEvent<HTMLElement>) => void;

/**
 * Where a right click keeps the browser's menu, as in Misskey: a link's, an image's, a player's,
 * a control's or a field's.
 */
const OWN_MENU = 'a, button, img, input, textarea, select, video, audio, [contenteditable="true"]';

/**
 * A right click on a note (not on its links, images or controls, nor on selected text) opens
 * the note's own menu at the pointer, as Misskey does; with useReactionPickerForContextMenu it
 * does what the react button does instead (the picker, or the like on a like-only note): the
 * button is pressed, so the picker opens at it. The contextMenu setting still decides whether
 * the app takes the right click at all. `opener` is filled by the footer, which owns the menu.
 */
export function useNoteContextMenu(enabled: boolean) {
  const [react] = useSetting('useReactionPickerForContextMenu');
  const [mode] = useSetting('contextMenu');
  const opener = useRef<NoteMenuOpener | null>(null);
  const onContextMenu = (event: MouseEvent<HTMLElement>) => {
    if (!enabled || !wantsAppMenu(mode, event)) return;
    if (event.target instanceof Element && event.target.closest(OWN_MENU)) return;
    if (window.getSelection()?.toString()) return;
    if (!react) return opener.current?.(event);
    const button = event.currentTarget.querySelector<HTMLButtonElement>('[data-react-button]');
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    button.click();
  };
  return { onContextMenu, opener };
}
