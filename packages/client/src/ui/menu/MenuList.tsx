import { IconCheck, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Link } from '@/router';
import { canHover } from '../modal/screen';
import styles from './Menu.module.css';
import { placeBelow, placeBeside } from './placement';
import { type MenuAnchor, type MenuItem, submenuOf } from './types';

export interface MenuActionOptions {
  /**
   * Close only after the browser has followed the link: an anchor removed from the document
   * during its own click is not followed.
   */
  defer?: boolean;
}

export interface MenuListProps {
  items: MenuItem[];
  label: string;
  /** What the list is placed against (a menu button, a point, a parent item); unused when static. */
  anchor?: MenuAnchor;
  /** 'static': laid out by its container (a popup or a bottom sheet). */
  placement: 'below' | 'beside' | 'static';
  /** An item was chosen: the owner closes the whole menu, then runs `run`. */
  onAction(run: () => void, options?: MenuActionOptions): void;
  /** Esc (or Left in a submenu): the owner closes this list and takes focus back. */
  onDismiss(): void;
  isSubmenu?: boolean;
  /** Drawer mode: a submenu replaces this list (opened by click) instead of opening beside it. */
  onOpenSubmenu?(label: string, items: MenuItem[]): void;
  /** Shown above the items (the drawer's Back item). */
  header?: ReactNode;
}

const ITEM_SELECTOR = '[role^="menuitem"]:not([aria-disabled="true"])';

interface OpenParent {
  index: number;
  element: HTMLElement;
}

function isHttpUrl(href: string): boolean {
  try {
    const { protocol } = new URL(href, window.location.href);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function ItemContent({ icon, text, end }: { icon?: ReactNode; text: string; end?: ReactNode }) {
  return (
    <>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={styles.text}>{text}</span>
      {end}
    </>
  );
}

/** A switch item keeps its own state: the menu stays open, and its items are a snapshot. */
function SwitchItem({ item, index }: { item: Extract<MenuItem, { type: 'switch' }>; index: number }) {
  const [checked, setChecked] = useState(item.checked);
  return (
    <button
      type="button"
      role="menuitemcheckbox"
      aria-checked={checked}
      tabIndex={-1}
      data-index={index}
      className={styles.item}
      onClick={() => {
        setChecked(!checked);
        item.onChange(!checked);
      }}
    >
      <ItemContent
        icon={item.icon}
        text={item.text}
        end={<span className={`${styles.switch} ${checked ? styles.switchOn : ''}`} aria-hidden="true" />}
      />
    </button>
  );
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
  onAction,
  onDismiss,
  isSubmenu,
  onOpenSubmenu,
  header,
}: MenuListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [openParent, setOpenParent] = useState<OpenParent | null>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const openParentItem = openParent ? items[openParent.index] : undefined;
  const submenuItems = openParentItem ? submenuOf(openParentItem) : null;

  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    if (placement !== 'static' && anchor) {
      const place = placement === 'below' ? placeBelow : placeBeside;
      setPosition(
        place(
          anchor.getBoundingClientRect(),
          list.getBoundingClientRect(),
          window.innerWidth,
          window.innerHeight,
        ),
      );
    }
  }, [anchor, placement]);

  // The first item takes focus once the list is visible: browsers do not focus an element
  // inside `visibility: hidden`, which the list is until it has been measured and placed.
  const visible = placement === 'static' || position !== null;
  const focusedOnce = useRef(false);
  useLayoutEffect(() => {
    if (!visible || focusedOnce.current) return;
    focusedOnce.current = true;
    ref.current?.querySelector<HTMLElement>(ITEM_SELECTOR)?.focus();
  }, [visible]);

  const focusable = () => [...(ref.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];
  const moveFocus = (step: number) => {
    const all = focusable();
    if (all.length === 0) return;
    const current = all.indexOf(document.activeElement as HTMLElement);
    const next =
      current === -1 ? (step > 0 ? 0 : all.length - 1) : (current + step + all.length) % all.length;
    all[next]?.focus();
  };

  const openSubmenu = (index: number, element: HTMLElement) => {
    const item = items[index];
    const children = item ? submenuOf(item) : null;
    if (!item || !children) return;
    if (onOpenSubmenu) onOpenSubmenu('text' in item ? item.text : label, children);
    else setOpenParent({ index, element });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = event.key;
    const focused = document.activeElement as HTMLElement | null;
    const inThisList = !!focused && ref.current?.contains(focused);
    let handled = true;
    if (key === 'ArrowDown' || key === 'j' || (key === 'Tab' && !event.shiftKey)) moveFocus(1);
    else if (key === 'ArrowUp' || key === 'k' || (key === 'Tab' && event.shiftKey)) moveFocus(-1);
    else if (key === 'Home') focusable()[0]?.focus();
    else if (key === 'End') focusable().at(-1)?.focus();
    else if (key === 'Escape' || (key === 'ArrowLeft' && isSubmenu)) onDismiss();
    else if ((key === 'Enter' || key === ' ') && inThisList) focused.click();
    else if (key === 'ArrowRight' && inThisList && focused.getAttribute('aria-haspopup') === 'menu')
      focused.click();
    else handled = false;
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const renderItem = (item: MenuItem, index: number) => {
    const key = `${index}-${item.type}`;
    const common = { role: 'menuitem', tabIndex: -1, 'data-index': index, className: styles.item } as const;
    switch (item.type) {
      case 'divider':
        return <hr key={key} className={styles.divider} />;
      case 'label':
        return (
          <div key={key} role="presentation" className={styles.label}>
            {item.icon && (
              <span className={styles.labelIcon} aria-hidden="true">
                {item.icon}
              </span>
            )}
            {item.text}
          </div>
        );
      case 'pending':
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
      case 'link':
        return (
          <Link key={key} {...common} to={item.to} onClick={() => onAction(() => {})}>
            <ItemContent icon={item.icon} text={item.text} />
          </Link>
        );
      case 'a':
        if (!isHttpUrl(item.href)) {
          return (
            <div
              key={key}
              role="menuitem"
              tabIndex={-1}
              aria-disabled="true"
              className={`${styles.item} ${styles.pending}`}
            >
              <ItemContent icon={item.icon} text={item.text} />
            </div>
          );
        }
        return (
          <a
            key={key}
            {...common}
            href={item.href}
            download={item.download}
            target="_blank"
            rel="nofollow noopener"
            onClick={() => onAction(() => {}, { defer: true })}
          >
            <ItemContent icon={item.icon} text={item.text} />
          </a>
        );
      case 'user': {
        const acct = item.user.host ? `@${item.user.username}@${item.user.host}` : `@${item.user.username}`;
        return (
          <button key={key} type="button" {...common} onClick={() => onAction(item.action)}>
            {item.avatar}
            <span className={styles.userNames}>
              <span className={styles.text}>{item.user.name || item.user.username}</span>
              <span className={styles.acct} dir="ltr">
                {acct}
              </span>
            </span>
          </button>
        );
      }
      case 'switch':
        return <SwitchItem key={key} item={item} index={index} />;
      case 'radioOption':
        return (
          <button
            key={key}
            type="button"
            {...common}
            className={`${styles.item} ${item.wrap ? styles.wrap : ''}`}
            role="menuitemradio"
            aria-checked={item.checked}
            onClick={() => onAction(item.action)}
          >
            <ItemContent
              text={item.text}
              icon={<IconCheck size={18} className={item.checked ? undefined : styles.invisible} />}
            />
          </button>
        );
      case 'button':
        return (
          <button
            key={key}
            type="button"
            {...common}
            className={`${styles.item} ${item.danger ? styles.danger : ''} ${item.wrap ? styles.wrap : ''}`}
            onClick={() => onAction(item.action)}
          >
            <ItemContent icon={item.icon} text={item.text} end={item.end} />
          </button>
        );
      case 'parent':
      case 'radio': {
        const current =
          item.type === 'radio' ? item.options.find((o) => o.value === item.value)?.text : undefined;
        return (
          <button
            key={key}
            type="button"
            {...common}
            aria-haspopup="menu"
            aria-expanded={openParent?.index === index}
            // A click always opens (never toggles): hovering may have opened it a moment ago.
            onClick={(event) => openSubmenu(index, event.currentTarget)}
            onMouseEnter={(event) => {
              // Hover opens submenus only with a mouse; touch screens and sheets open by tap.
              if (!onOpenSubmenu && canHover()) openSubmenu(index, event.currentTarget);
            }}
          >
            <ItemContent
              icon={item.icon}
              text={item.text}
              end={
                <>
                  {current && <span className={styles.value}>{current}</span>}
                  <IconChevronRight size={16} aria-hidden="true" className={styles.chevron} />
                </>
              }
            />
          </button>
        );
      }
    }
  };

  const positioned =
    placement === 'static'
      ? undefined
      : position
        ? { top: position.top, left: position.left }
        : // Hidden until measured, so it never flashes at the corner of the screen.
          ({ top: 0, left: 0, visibility: 'hidden' } as const);
  return (
    <>
      <div
        ref={ref}
        role="menu"
        aria-label={label}
        className={`${styles.menu} ${placement === 'static' ? styles.static : ''}`}
        style={positioned}
        onKeyDown={onKeyDown}
      >
        {header}
        {items.map(renderItem)}
      </div>
      {openParent && openParentItem && submenuItems && (
        <MenuList
          key={openParent.index}
          items={submenuItems}
          label={'text' in openParentItem ? openParentItem.text : label}
          anchor={openParent.element}
          placement="beside"
          isSubmenu
          onAction={onAction}
          onDismiss={() => {
            setOpenParent(null);
            openParent.element.focus();
          }}
        />
      )}
    </>
  );
}
