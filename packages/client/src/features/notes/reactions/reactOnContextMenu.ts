import type { MouseEvent } from 'react';
import { useSetting } from '@/settings';
import { wantsAppMenu } from '@/ui';

/** Where a right click keeps its own meaning: a link's menu, a button's, a player's, a field's. */
const OWN_MENU = 'a, button, input, textarea, select, video, audio, [contenteditable="true"]';

/**
 * useReactionPickerForContextMenu: a right click on a note (not on one of its links or
 * controls, nor on selected text) does what its react button does: the reaction picker, or the
 * like on a like-only note. The button is pressed rather than its work redone here, so the
 * picker opens at it and this costs a note nothing but two settings while the option is off.
 * The contextMenu setting still decides whether the app takes the right click at all.
 */
export function useReactOnContextMenu(
  enabled: boolean,
): ((event: MouseEvent<HTMLElement>) => void) | undefined {
  const [asked] = useSetting('useReactionPickerForContextMenu');
  const [mode] = useSetting('contextMenu');
  if (!enabled || !asked) return undefined;
  return (event) => {
    if (!wantsAppMenu(mode, event)) return;
    if (event.target instanceof Element && event.target.closest(OWN_MENU)) return;
    if (window.getSelection()?.toString()) return;
    const button = event.currentTarget.querySelector<HTMLButtonElement>('[data-react-button]');
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    button.click();
  };
}
