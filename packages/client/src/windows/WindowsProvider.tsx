import { IconAppWindow, IconExternalLink, IconLink } from '@tabler/icons-react';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { LAYER_PRIORITY } from '@/constants';
import { useI18n } from '@/i18n';
import { LinkMenuContext, type LinkMenuTarget } from '@/router/LinkMenuContext';
import {
  type MenuItem,
  menuAsDrawer,
  openContextMenu,
  useModals,
  useUiPreferences,
  wantsAppMenu,
} from '@/ui';
import { notePageWindowCount } from './achievement';
import { PageWindow, type WindowPages } from './PageWindow';
import { useCopyLink } from './useCopyLink';
import { type WindowsApi, WindowsContext } from './WindowsContext';
import type { WindowMode } from './windowState';

interface OpenWindow {
  id: number;
  path: string;
  /** Where focus goes back to when the window closes. */
  opener: HTMLElement | null;
  /** How many windows were opened before, to cascade it. */
  cascade: number;
}

/** Windows sit above the page but under menus, dialogs and toasts: spec 000 §9's lowest layer. */
const WINDOW_LAYER = LAYER_PRIORITY.veryLow;

/**
 * Owns the open page windows (their stacking order and the bottom-left line-up of minimized
 * ones) and the context menu of internal links (open in window, open in new tab, copy link).
 * Mount it inside the router, account and modal providers: windows render pages using them all.
 * The pages themselves come in through `pages` (boot hands them in): windows sit below pages,
 * so that features can open a window without reaching the route table (docs/architecture.md,
 * "Layers").
 */
export function WindowsProvider({ pages, children }: { pages: WindowPages; children: ReactNode }) {
  const i18n = useI18n();
  const copyLink = useCopyLink();
  // Back to front: the last one is on top.
  const [windows, setWindows] = useState<OpenWindow[]>([]);
  // In the order they were minimized: the first sits at the far left.
  const [minimized, setMinimized] = useState<number[]>([]);
  const opened = useRef(0);

  const openPageWindow = useCallback((path: string, opener?: HTMLElement | null) => {
    const active = document.activeElement;
    const from = opener ?? (active instanceof HTMLElement && active !== document.body ? active : null);
    const id = ++opened.current;
    setWindows((current) => [...current, { id, path, opener: from, cascade: current.length }]);
  }, []);

  const windowsRef = useRef(windows);
  windowsRef.current = windows;
  const close = useCallback((id: number) => {
    const opener = windowsRef.current.find((entry) => entry.id === id)?.opener;
    setWindows((current) => current.filter((entry) => entry.id !== id));
    setMinimized((current) => current.filter((other) => other !== id));
    // After the window has gone, so its own focus handling cannot take focus back.
    if (opener?.isConnected) setTimeout(() => opener.focus(), 0);
  }, []);

  const bringToFront = useCallback((id: number) => {
    setWindows((current) => {
      if (current.at(-1)?.id === id) return current;
      const target = current.find((entry) => entry.id === id);
      return target ? [...current.filter((entry) => entry.id !== id), target] : current;
    });
  }, []);

  const onModeChange = useCallback((id: number, mode: WindowMode) => {
    setMinimized((current) => {
      const has = current.includes(id);
      if (mode === 'minimized') return has ? current : [...current, id];
      return has ? current.filter((other) => other !== id) : current;
    });
  }, []);

  useEffect(() => {
    notePageWindowCount(windows.length);
  }, [windows.length]);

  const modals = useModals();
  const { menuStyle, contextMenu } = useUiPreferences();
  const linkMenuOpen = useRef(false);
  const linkMenuItems = useCallback(
    (link: LinkMenuTarget, anchor: HTMLElement | null): MenuItem[] => {
      const t = i18n.ts.windows;
      return [
        {
          type: 'button',
          text: t.openInWindow,
          icon: <IconAppWindow size={18} />,
          action: () => openPageWindow(link.path, anchor),
        },
        { type: 'a', text: t.openInNewTab, icon: <IconExternalLink size={18} />, href: link.href },
        {
          type: 'button',
          text: t.copyLink,
          icon: <IconLink size={18} />,
          action: () => void copyLink(link.href),
        },
      ];
    },
    [i18n, openPageWindow, copyLink],
  );
  const openLinkMenu = useCallback(
    (event: MouseEvent<HTMLAnchorElement> | KeyboardEvent<HTMLAnchorElement>, link: LinkMenuTarget) => {
      // The contextMenu setting may leave this click to the browser's own link menu.
      if (!wantsAppMenu(contextMenu, event)) return;
      // The menu key can deliver both a keydown and a contextmenu event: one menu, not two.
      if (linkMenuOpen.current) {
        event.preventDefault();
        return;
      }
      linkMenuOpen.current = true;
      void openContextMenu(modals, event, linkMenuItems(link, event.currentTarget), {
        label: i18n.ts.windows.linkActions,
        drawer: menuAsDrawer(menuStyle),
      }).finally(() => {
        linkMenuOpen.current = false;
      });
    },
    [i18n, modals, menuStyle, contextMenu, linkMenuItems],
  );

  const api = useMemo<WindowsApi>(
    () => ({
      openPageWindow: (path, options) => openPageWindow(path, options?.opener),
      linkMenuItems,
      pages,
    }),
    [openPageWindow, linkMenuItems, pages],
  );

  return (
    <WindowsContext.Provider value={api}>
      <LinkMenuContext.Provider value={openLinkMenu}>
        {children}
        {createPortal(
          windows.map((entry, index) => (
            <PageWindow
              key={entry.id}
              pages={pages}
              path={entry.path}
              cascade={entry.cascade}
              zIndex={WINDOW_LAYER + index}
              minimizedIndex={Math.max(0, minimized.indexOf(entry.id))}
              onModeChange={(mode) => onModeChange(entry.id, mode)}
              onActivate={() => bringToFront(entry.id)}
              onClose={() => close(entry.id)}
            />
          )),
          document.body,
        )}
      </LinkMenuContext.Provider>
    </WindowsContext.Provider>
  );
}
