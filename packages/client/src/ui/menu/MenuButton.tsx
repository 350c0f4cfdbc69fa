import { type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { ModalControllerContext } from '../modal/ModalContext';
import { isSmallOrTouchScreen } from '../modal/screen';
import { type UiPreferences, useUiPreferences } from '../preferences';
import { Menu } from './Menu';
import { LiveMenuItems, openMenu } from './ModalMenu';
import type { MenuItem } from './types';

export interface MenuButtonProps {
  /** Starts the button's accessible name (before any visible content); also names the menu. */
  label: string;
  items: MenuItem[];
  className?: string;
  children: ReactNode;
  onOpenChange?(open: boolean): void;
}

/** menuStyle 'drawer', or 'auto' on a small or touch screen, shows menus as bottom sheets. */
export function menuAsDrawer(menuStyle: UiPreferences['menuStyle']): boolean {
  return menuStyle === 'drawer' || (menuStyle === 'auto' && isSmallOrTouchScreen());
}

/** A button that opens a menu under itself (aria-haspopup="menu"), or a bottom sheet. */
export function MenuButton({ label, items, className, children, onOpenChange }: MenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const modals = useContext(ModalControllerContext);
  const { menuStyle } = useUiPreferences();
  // A sheet is rendered by the modal host, not here: it follows item changes through this.
  const liveItems = useRef<LiveMenuItems | null>(null);
  liveItems.current ??= new LiveMenuItems(items);
  useEffect(() => liveItems.current?.set(items), [items]);
  const setOpen = (element: HTMLElement | null) => {
    setAnchor(element);
    onOpenChange?.(element !== null);
  };
  const open = (button: HTMLElement) => {
    if (modals && menuAsDrawer(menuStyle)) {
      setDrawerOpen(true);
      onOpenChange?.(true);
      void openMenu(modals, { items: liveItems.current ?? items, label, style: 'drawer' }).then(() => {
        setDrawerOpen(false);
        onOpenChange?.(false);
      });
      return;
    }
    setOpen(button);
  };
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="menu"
        aria-expanded={anchor !== null || drawerOpen}
        onClick={(event) => (anchor ? setOpen(null) : open(event.currentTarget))}
      >
        {/* Named by text rather than aria-label, so the visible content stays part of the name
            (WCAG 2.5.3): "Account menu alice @alice" still answers to "Account menu". */}
        <span className="visually-hidden">{label}</span>
        {children}
      </button>
      {anchor && <Menu items={items} label={label} anchor={anchor} onClose={() => setOpen(null)} />}
    </>
  );
}
