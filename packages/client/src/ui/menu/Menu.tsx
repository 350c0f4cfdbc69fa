import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './Menu.module.css';
import { MenuList } from './MenuList';
import type { MenuCloseReason, MenuItem } from './types';

export interface MenuProps {
  items: MenuItem[];
  /** The menu's accessible name. */
  label: string;
  /** The button that opened the menu: the menu sits under it and focus returns to it. */
  anchor: HTMLElement;
  onClose(reason: MenuCloseReason): void;
}

/** A popup menu under its button. Esc or an item returns focus to the button; a click outside closes it. */
export function Menu({ items, label, anchor, onClose }: MenuProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      // The anchor toggles the menu itself; treating it as outside would reopen the menu.
      if (!target || rootRef.current?.contains(target) || anchor.contains(target)) return;
      onCloseRef.current('outside');
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [anchor]);

  // Inside an open modal dialog everything else is inert: the menu must live in that dialog.
  const container = anchor.closest('dialog') ?? document.body;
  return createPortal(
    <div ref={rootRef} className={styles.layer}>
      <MenuList
        items={items}
        label={label}
        anchor={anchor}
        placement="below"
        onAction={(run, options) => {
          const finish = () => {
            anchor.focus();
            onClose('action');
            run();
          };
          if (options?.defer) setTimeout(finish, 0);
          else finish();
        }}
        onDismiss={() => {
          anchor.focus();
          onClose('escape');
        }}
      />
    </div>,
    container,
  );
}
