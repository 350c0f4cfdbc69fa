import { IconMenu2 } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { AccountMenu } from '@/accounts';
import { StatusbarSlot } from '@/features/statusbar';
import { useI18n } from '@/i18n';
import { MainNav } from '@/navigation/MainNav';
import { BottomBar } from './BottomBar';
import { Brand } from './Brand';
import { WIDE_NAV_QUERY } from './breakpoints';
import styles from './Frame.module.css';
import { NavDrawer } from './NavDrawer';
import { SideColumn } from './SideColumn';
import { SkipLink } from './SkipLink';
import { StreamSlot } from './StreamSlot';
import { useMediaQuery } from './useMediaQuery';

export interface FrameProps {
  /** Names the arrangement for the stylesheet (and for anyone inspecting the page). */
  layout: 'default' | 'classic' | 'twilike' | 'deck';
  /** `side`: a side bar (labels on wide screens when `labels`); `large`: twilike's big icons; `top`: a header row. */
  nav: 'side' | 'large' | 'top';
  labels?: boolean;
  /** Show the side column (account and server cards) where the screen is wide enough. */
  side?: boolean;
  children: ReactNode;
}

/**
 * The signed-in shell the navigating layouts share. Every arrangement exists in the page and
 * the stylesheet shows the one that suits the width (spec 000 §9): a bottom bar and a drawer on
 * phones, a header with a Menu button up to 700 px, then the navigation the layout asks for.
 */
export function Frame({ layout, nav, labels = true, side = false, children }: FrameProps) {
  const i18n = useI18n();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const wide = useMediaQuery(WIDE_NAV_QUERY);
  const sideMode = labels && wide ? 'full' : 'rail';

  return (
    <div className={styles.frame} data-layout={layout} data-nav={nav} data-labels={labels}>
      <SkipLink />
      <header className={styles.topBar}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.menuButton}`}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <IconMenu2 size={22} aria-hidden="true" />
          <span className="visually-hidden">{i18n.ts.navigation.menu}</span>
        </button>
        <Brand />
        {nav === 'top' && (
          <div className={styles.topNav}>
            <MainNav mode="bar" withAccount={false} />
          </div>
        )}
        <div className={styles.topEnd}>
          {/* Streaming status indicator slot (header). */}
          <StreamSlot />
          <AccountMenu />
        </div>
      </header>

      {nav !== 'top' && (
        <div className={styles.sideBar}>
          <MainNav
            mode={nav === 'large' ? 'large' : sideMode}
            header={
              <div className={styles.navHeader}>
                <Brand markOnly={nav === 'side' ? sideMode === 'rail' : !wide} />
                {/* Streaming status indicator slot (navigation). */}
                <StreamSlot />
              </div>
            }
          />
        </div>
      )}

      <div className={styles.phoneStatus}>
        {/* Streaming status indicator slot (phones, where there is no header). */}
        <StreamSlot />
      </div>

      {/* The deck lays out its own columns (features/deck), the main one among them. */}
      {layout === 'deck' ? (
        children
      ) : (
        <div className={styles.body}>
          <main id="main" className={styles.main} tabIndex={-1}>
            {children}
          </main>
          {side && (
            <div className={styles.side}>
              <SideColumn />
            </div>
          )}
        </div>
      )}

      {/* Along the bottom, in the flow; on phones above the bottom bar (features/statusbar). */}
      <StatusbarSlot />
      <BottomBar onOpenMenu={() => setDrawerOpen(true)} menuOpen={drawerOpen} />
      <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </div>
  );
}
