import { type ReactNode, useCallback } from 'react';
import { NavigateOverride } from '@/router';
import { useSetting } from '@/settings';
import { useWindows } from '@/windows';

/**
 * The deck's `navWindow` setting (spec 000 §3, on by default): a page opened from a column other
 * than the main one (a note, a user, a hashtag) opens in a page window, so the columns stay as
 * they are; off, it opens in the main column as usual. A column reading as another account
 * always opens a window (its own, under that account): the main column is the signed-in
 * account's, and another server's ids mean nothing there.
 */
export function ColumnNavigation({ children, asOther = false }: { children: ReactNode; asOther?: boolean }) {
  const [navWindow] = useSetting('deck.navWindow');
  const { openPageWindow } = useWindows();
  const navigate = useCallback((to: string) => openPageWindow(to), [openPageWindow]);
  if (!navWindow && !asOther) return <>{children}</>;
  return <NavigateOverride navigate={navigate}>{children}</NavigateOverride>;
}
