import type { ReactNode } from 'react';

/**
 * Menu entries (a subset of spec 000 §3's item types; link, user, switch and radio come with
 * the next issue). Items are data so that menus can be built anywhere and shown in any style.
 */
export type MenuItem =
  | { type: 'button'; text: string; icon?: ReactNode; danger?: boolean; action(): void }
  | { type: 'parent'; text: string; icon?: ReactNode; children: MenuItem[] }
  | { type: 'pending'; text: string }
  | { type: 'label'; text: string }
  | { type: 'divider' };

export type MenuCloseReason = 'escape' | 'outside' | 'action';
