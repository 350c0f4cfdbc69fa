import { type ReactNode, useState } from 'react';
import { Menu } from './Menu';
import type { MenuItem } from './types';

export interface MenuButtonProps {
  /** Starts the button's accessible name (before any visible content); also names the menu. */
  label: string;
  items: MenuItem[];
  className?: string;
  children: ReactNode;
  onOpenChange?(open: boolean): void;
}

/** A button that opens a menu under itself (aria-haspopup="menu"). */
export function MenuButton({ label, items, className, children, onOpenChange }: MenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const setOpen = (element: HTMLElement | null) => {
    setAnchor(element);
    onOpenChange?.(element !== null);
  };
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setOpen(anchor ? null : event.currentTarget)}
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
