import {
  IconArrowLeft,
  IconDots,
  IconExternalLink,
  IconLayoutSidebarRightExpand,
  IconLink,
  IconPictureInPictureOn,
  IconRefresh,
} from '@tabler/icons-react';
import { type ComponentType, useRef, useState, useSyncExternalStore } from 'react';
import { PAGE_WINDOW_HEIGHT, PAGE_WINDOW_WIDTH } from '@/constants';
import { useI18n } from '@/i18n';
import { createMemoryHistory, type RouteDef, type RouterHistory, RouterProvider, useRouter } from '@/router';
import { MenuButton, type MenuItem } from '@/ui';
import { absoluteUrl, openInNewTab, popOut } from './linkActions';
import styles from './PageWindow.module.css';
import { TitleButton } from './TitleButton';
import { useCopyLink } from './useCopyLink';
import { usePageTitle } from './usePageTitle';
import { WindowFrame, type WindowFrameProps } from './WindowFrame';

/**
 * The app's pages, as a window shows them: the main view's route table and the view of the
 * current route. Handed in from above (boot), since windows sit below the pages.
 */
export interface WindowPages {
  routes: RouteDef[];
  /** Renders the route of `history` that is on screen; a new `reloadKey` remounts the page. */
  View: ComponentType<{ history: RouterHistory; reloadKey: number }>;
}

export interface PageWindowProps
  extends Pick<WindowFrameProps, 'cascade' | 'zIndex' | 'minimizedIndex' | 'onModeChange' | 'onActivate'> {
  pages: WindowPages;
  /** The in-app path (with query and hash) the window opens on. */
  path: string;
  onClose(): void;
}

/**
 * An in-app page in a window (spec 000 §2 "Page windows"). It has its own router and history, so
 * links inside navigate the window, and Back goes back within it, never in the main view.
 */
export function PageWindow({ pages, path, onClose, ...frame }: PageWindowProps) {
  const i18n = useI18n();
  const t = i18n.ts.windows;
  const main = useRouter();
  const [history] = useState(() => createMemoryHistory(path));
  const url = useSyncExternalStore(history.listen, history.current, history.current);
  const canGoBack = useSyncExternalStore(
    history.listen,
    () => history.entries.length > 1,
    () => false,
  );
  const [reloads, setReloads] = useState(0);
  const contentRef = useRef<HTMLDivElement>(null);
  const title = usePageTitle(contentRef, url);
  const copyLink = useCopyLink();
  const href = absoluteUrl(url, main.base);

  const linkActions: { label: string; icon: React.ReactNode; run(): void }[] = [
    { label: t.copyLink, icon: <IconLink size={16} />, run: () => void copyLink(href) },
    {
      label: t.showInPage,
      icon: <IconLayoutSidebarRightExpand size={16} />,
      run: () => {
        main.navigate(url);
        onClose();
      },
    },
    {
      label: t.popOut,
      icon: <IconPictureInPictureOn size={16} />,
      run: () => {
        popOut(href);
        onClose();
      },
    },
    { label: t.openInNewTab, icon: <IconExternalLink size={16} />, run: () => openInNewTab(href) },
  ];
  const menuItems: MenuItem[] = linkActions.map((action) => ({
    type: 'button',
    text: action.label,
    icon: action.icon,
    action: action.run,
  }));

  return (
    <WindowFrame
      {...frame}
      title={title}
      size={{ width: PAGE_WINDOW_WIDTH, height: PAGE_WINDOW_HEIGHT }}
      onClose={onClose}
      leading={
        <>
          <TitleButton label={t.back} disabled={!canGoBack} onClick={() => history.back()}>
            <IconArrowLeft size={16} />
          </TitleButton>
          <TitleButton label={t.reload} onClick={() => setReloads((count) => count + 1)}>
            <IconRefresh size={16} />
          </TitleButton>
        </>
      }
      trailing={
        <>
          {/* Wide windows show every action; narrow ones fold them into a menu (CSS picks one). */}
          <span className={styles.wideActions}>
            {linkActions.map((action) => (
              <TitleButton key={action.label} label={action.label} onClick={action.run}>
                {action.icon}
              </TitleButton>
            ))}
          </span>
          <span className={styles.narrowActions}>
            <MenuButton label={t.moreActions} items={menuItems} className={styles.moreButton}>
              <IconDots size={16} aria-hidden="true" />
            </MenuButton>
          </span>
          <span className={styles.separator} aria-hidden="true" />
        </>
      }
    >
      <div ref={contentRef} className={styles.content}>
        {/* The same table as the main view (accounts never change in place, so it is stable). */}
        <RouterProvider routes={pages.routes} history={history} base={main.base} scrollElement={contentRef}>
          {/* Reload remounts the page: a new key gives it fresh state and fresh data. */}
          <pages.View history={history} reloadKey={reloads} />
        </RouterProvider>
      </div>
    </WindowFrame>
  );
}
