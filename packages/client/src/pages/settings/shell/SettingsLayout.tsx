import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import type { RouteProps } from '@/router';
import { Link, useNavigate, useRoute } from '@/router';
import { SettingsList } from '../SettingsNav';
import { jumpToSetting } from './jumpToSetting';
import styles from './SettingsLayout.module.css';
import { SettingsSearch } from './SettingsSearch';
import type { SettingsSearchItem } from './search';
import { SETTINGS_GROUPS } from './settingsPages';

type PageProps = { params: RouteProps };

/**
 * The setting a search result asked for, kept while its page opens (a new history entry with
 * its own shell, which picks it up when it mounts).
 */
let pendingJump: { path: string; label: string } | null = null;

const pathOf = (url: string) => url.split(/[?#]/)[0] ?? '';

/**
 * Every settings page inside one frame: on a wide screen the list of pages (with the search
 * on top) beside the page; on a narrow one /settings is the list and each page has a link
 * back to it. Which is which is a container query on the frame's own width, so a narrow deck
 * column gets the phone layout too.
 */
function SettingsFrame({ index, children }: { index: boolean; children?: ReactNode }) {
  const i18n = useI18n();
  const t = i18n.ts.settingsShell;
  const navigate = useNavigate();
  const { url } = useRoute();
  const main = useRef<HTMLDivElement>(null);
  // Where this frame was opened: a frame kept for Back must not take a later jump.
  const [openedAt] = useState(() => pathOf(url));

  // A result chosen on another page: find its setting here once the page shows it.
  useEffect(() => {
    const jump = pendingJump;
    if (!jump || !main.current || jump.path !== openedAt) return;
    pendingJump = null;
    return jumpToSetting(main.current, jump.label);
  }, [openedAt]);

  const open = (item: SettingsSearchItem) => {
    if (item.isPage) {
      navigate(item.path);
      return;
    }
    if (!index && pathOf(url) === item.path && main.current) {
      jumpToSetting(main.current, item.label);
      return;
    }
    pendingJump = { path: item.path, label: item.label };
    navigate(item.path);
  };

  return (
    <div className={styles.frame} data-index={index ? '' : undefined}>
      <div className={styles.layout}>
        <aside className={styles.side} aria-label={t.listLabel}>
          {index && <h1 className={`${pageStyles.title} ${styles.indexTitle}`}>{t.title}</h1>}
          <SettingsSearch groups={SETTINGS_GROUPS} onOpen={open}>
            <SettingsList />
          </SettingsSearch>
        </aside>
        <div className={styles.main} ref={main}>
          {index ? (
            <p className={styles.indexHint}>{t.indexHint}</p>
          ) : (
            <Link to="/settings" className={styles.back}>
              {t.back}
            </Link>
          )}
          {children}
        </div>
      </div>
    </div>
  );
}

/** A settings page in the frame. */
export function framed(Page: ComponentType<PageProps>): ComponentType<PageProps> {
  return function FramedSettingsPage(props: PageProps) {
    return (
      <SettingsFrame index={false}>
        <Page {...props} />
      </SettingsFrame>
    );
  };
}

/** /settings: the list (and search); on a wide screen, beside a word on what to do. */
export function SettingsIndexPage() {
  return <SettingsFrame index />;
}
