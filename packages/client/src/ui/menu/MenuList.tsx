import { IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import styles from './Menu.module.css';
import { placeBelow, placeBeside } from './placement';
import type { MenuItem } from './types';

type ButtonItem = Extract<MenuItem, { type: 'button' }>;

export interface MenuListProps {
  items: MenuItem[];
  label: string;
  /** The element the list is placed against: the menu button, or a parent item. */
  anchor: HTMLElement;
  placement: 'below' | 'beside';
  onActivate(item: ButtonItem): void;
  /** Esc (or Left in a submenu): the owner closes this list and takes focus back. */
  onDismiss(): void;
  isSubmenu?: boolean;
}

const ITEM_SELECTOR = '[role="menuitem"]:not([aria-disabled="true"])';

interface OpenParent {
  index: number;
  element: HTMLElement;
}

/**
 * One level of a menu: role menu with menuitems and roving focus. A submenu is rendered as a
 * sibling (not inside this role=menu element), so each menu owns only its own items.
 */
export function MenuList({
  items,
  label,
  anchor,
  placement,
  onActivate,
  onDismiss,
  isSubmenu,
}: MenuListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [openParent, setOpenParent] = useState<OpenParent | null>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const openParentItem = openParent ? items[openParent.index] : undefined;

  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    const place = placement === 'below' ? placeBelow : placeBeside;
    setPosition(
      place(
        anchor.getBoundingClientRect(),
        list.getBoundingClientRect(),
        window.innerWidth,
        window.innerHeight,
      ),
    );
    list.querySelector<HTMLElement>(ITEM_SELECTOR)?.focus();
  }, [anchor, placement]);

  const focusable = () => [...(ref.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];
  const moveFocus = (step: number) => {
    const all = focusable();
    if (all.length === 0) return;
    const current = all.indexOf(document.activeElement as HTMLElement);
    const next =
      current === -1 ? (step > 0 ? 0 : all.length - 1) : (current + step + all.length) % all.length;
    all[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = event.key;
    const focused = document.activeElement as HTMLElement | null;
    const index = Number(focused?.dataset.index ?? -1);
    const item = items[index];
    let handled = true;
    if (key === 'ArrowDown' || key === 'j' || (key === 'Tab' && !event.shiftKey)) moveFocus(1);
    else if (key === 'ArrowUp' || key === 'k' || (key === 'Tab' && event.shiftKey)) moveFocus(-1);
    else if (key === 'Home') focusable()[0]?.focus();
    else if (key === 'End') focusable().at(-1)?.focus();
    else if (key === 'Escape' || (key === 'ArrowLeft' && isSubmenu)) onDismiss();
    else if ((key === 'Enter' || key === ' ') && item?.type === 'button') onActivate(item);
    else if ((key === 'Enter' || key === ' ' || key === 'ArrowRight') && item?.type === 'parent' && focused) {
      setOpenParent({ index, element: focused });
    } else handled = false;
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  return (
    <>
      <div
        ref={ref}
        role="menu"
        aria-label={label}
        className={styles.menu}
        // Hidden until measured, so it never flashes at the corner of the screen.
        style={
          position ? { top: position.top, left: position.left } : { top: 0, left: 0, visibility: 'hidden' }
        }
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => {
          const key = `${index}-${item.type}`;
          if (item.type === 'divider') return <hr key={key} className={styles.divider} />;
          if (item.type === 'label') {
            return (
              <div key={key} role="presentation" className={styles.label}>
                {item.text}
              </div>
            );
          }
          if (item.type === 'pending') {
            return (
              <div
                key={key}
                role="menuitem"
                tabIndex={-1}
                aria-disabled="true"
                className={`${styles.item} ${styles.pending}`}
              >
                <span className={styles.spinner} aria-hidden="true" />
                {item.text}
              </div>
            );
          }
          const isParent = item.type === 'parent';
          return (
            <button
              key={key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              data-index={index}
              className={`${styles.item} ${item.type === 'button' && item.danger ? styles.danger : ''}`}
              aria-haspopup={isParent ? 'menu' : undefined}
              aria-expanded={isParent ? openParent?.index === index : undefined}
              onClick={(event) => {
                if (item.type === 'button') onActivate(item);
                // A click always opens (never toggles): hovering may have opened it a moment ago.
                else setOpenParent({ index, element: event.currentTarget });
              }}
              onMouseEnter={(event) => {
                if (isParent) setOpenParent({ index, element: event.currentTarget });
              }}
            >
              {item.icon && (
                <span className={styles.icon} aria-hidden="true">
                  {item.icon}
                </span>
              )}
              <span className={styles.text}>{item.text}</span>
              {isParent && <IconChevronRight size={16} aria-hidden="true" className={styles.chevron} />}
            </button>
          );
        })}
      </div>
      {openParent && openParentItem?.type === 'parent' && (
        <MenuList
          key={openParent.index}
          items={openParentItem.children}
          label={openParentItem.text}
          anchor={openParent.element}
          placement="beside"
          isSubmenu
          onActivate={onActivate}
          onDismiss={() => {
            setOpenParent(null);
            openParent.element.focus();
          }}
        />
      )}
    </>
  );
}
