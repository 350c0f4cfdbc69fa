import { type KeyboardEvent, type MouseEvent, useRef } from 'react';
import { useI18n } from '@/i18n';
import { useModals } from '../modal/ModalContext';
import type { ModalController } from '../modal/modalController';
import { type UiPreferences, useUiPreferences } from '../preferences';
import { menuAsDrawer } from './MenuButton';
import { type LiveMenuItems, openMenu } from './ModalMenu';
import type { MenuAnchor, MenuItem } from './types';

const pointAt = (x: number, y: number): MenuAnchor => ({
  getBoundingClientRect: () => ({ top: y, left: x, right: x, bottom: y, width: 0, height: 0 }),
});

/** Whether the app's menu takes this event over from the browser's (the contextMenu setting). */
export function wantsAppMenu(mode: UiPreferences['contextMenu'], event: { shiftKey: boolean }): boolean {
  return mode === 'app' || (mode === 'appWithShift' && event.shiftKey);
}

/**
 * Opens a context menu for a right click (at the pointer) or for the context-menu key or
 * Shift+F10 (under the element, since there is no pointer position), replacing the browser's.
 * Callers ask wantsAppMenu first: the user's contextMenu setting may leave the event to the browser.
 */
export function openContextMenu(
  modals: ModalController,
  event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>,
  items: MenuItem[] | LiveMenuItems,
  options: { label: string; drawer?: boolean },
): Promise<void> {
  event.preventDefault();
  event.stopPropagation();
  const element = event.currentTarget;
  // A keyboard-made contextmenu event carries no pointer position (0, 0).
  const fromPointer = 'clientX' in event && (event.clientX !== 0 || event.clientY !== 0);
  const anchor = fromPointer ? pointAt(event.clientX, event.clientY) : element;
  if (!element.matches(':focus') && element.tabIndex >= 0) element.focus();
  return openMenu(modals, {
    items,
    label: options.label,
    style: options.drawer ? 'drawer' : 'popup',
    anchor,
  });
}

/**
 * Props for an element with a context menu: `<div {...useContextMenu(() => items)}>`. Items
 * are built when the menu opens, so they reflect the state at that moment.
 */
export function useContextMenu(items: MenuItem[] | (() => MenuItem[]), label?: string) {
  const modals = useModals();
  const i18n = useI18n();
  const { menuStyle, contextMenu } = useUiPreferences();
  const open = useRef(false);
  const show = (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
    if (!wantsAppMenu(contextMenu, event)) return;
    if (open.current) {
      event.preventDefault();
      return;
    }
    open.current = true;
    const list = typeof items === 'function' ? items() : items;
    void openContextMenu(modals, event, list, {
      label: label ?? i18n.ts.dialogs.contextMenu,
      drawer: menuAsDrawer(menuStyle),
    }).finally(() => {
      open.current = false;
    });
  };
  return {
    onContextMenu: (event: MouseEvent<HTMLElement>) => show(event),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) show(event);
    },
  };
}
