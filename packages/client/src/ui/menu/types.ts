import type { ReactNode } from 'react';

/** The user shown by a `user` item. */
export interface MenuUser {
  id: string;
  username: string;
  host: string | null;
  name: string | null;
}

/**
 * Menu entries (spec 000 §3's item types). Items are data so that menus can be built anywhere
 * and shown in any style (popup, context menu, bottom sheet).
 */
export type MenuItem =
  | { type: 'divider' }
  /** A heading inside the menu; `icon` is decoration (hidden from assistive technology). */
  | { type: 'label'; text: string; icon?: ReactNode }
  | { type: 'pending'; text: string }
  /** An in-app route, navigated to by the router. */
  | { type: 'link'; text: string; icon?: ReactNode; to: string }
  /** A plain anchor: opens in a new tab with rel="nofollow noopener" (http and https only). */
  | { type: 'a'; text: string; icon?: ReactNode; href: string; download?: string }
  /** `avatar` is drawn by the caller: ui/ knows nothing of how users look. */
  | { type: 'user'; user: MenuUser; avatar: ReactNode; action(): void }
  /** A toggle (role menuitemcheckbox); the menu stays open. */
  | { type: 'switch'; text: string; icon?: ReactNode; checked: boolean; onChange(checked: boolean): void }
  /** Opens a submenu of its options as radio items. */
  | {
      type: 'radio';
      text: string;
      icon?: ReactNode;
      value: string;
      options: { text: string; value: string }[];
      onChange(value: string): void;
    }
  | { type: 'radioOption'; text: string; checked: boolean; wrap?: boolean; action(): void }
  | { type: 'parent'; text: string; icon?: ReactNode; children: MenuItem[] }
  /**
   * `end` is shown after the text and is part of the item's name (a badge with its own words);
   * `wrap` lets a long text (a full handle) run onto a second line instead of being cut.
   */
  | {
      type: 'button';
      text: string;
      icon?: ReactNode;
      end?: ReactNode;
      wrap?: boolean;
      danger?: boolean;
      action(): void;
    };

export type MenuCloseReason = 'escape' | 'outside' | 'action';

/** What a menu is placed against: an element, or a point (a right click). */
export interface MenuAnchor {
  getBoundingClientRect(): {
    top: number;
    left: number;
    right: number;
    bottom: number;
    width: number;
    height: number;
  };
}

/** The items a parent or radio item opens. */
export function submenuOf(item: MenuItem): MenuItem[] | null {
  if (item.type === 'parent') return item.children;
  if (item.type === 'radio') {
    return item.options.map((option) => ({
      type: 'radioOption',
      text: option.text,
      checked: option.value === item.value,
      action: () => item.onChange(option.value),
    }));
  }
  return null;
}
