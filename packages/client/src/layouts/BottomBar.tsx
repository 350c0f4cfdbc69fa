import { IconApps, IconMenu2, IconPencil } from '@tabler/icons-react';
import { useSignedInAccount } from '@/accounts';
import { useI18n } from '@/i18n';
import { isCurrentEntry, NAV_ENTRIES, type NavEntry } from '@/navigation/catalogue';
import { useNewNote } from '@/navigation/useNewNote';
import { Link, useRoute } from '@/router';
import { useModals } from '@/ui';
import styles from './Frame.module.css';
import { openWidgetsDrawer } from './SideColumn';

/**
 * The entries a thumb reaches most, either side of the New note button in the middle, and the
 * widgets (which have no side column on a phone), as Misskey's phone navigation offers them;
 * everything else is one tap away in the drawer.
 */
const BEFORE_NEW_NOTE: NavEntry[] = [NAV_ENTRIES.home];
const AFTER_NEW_NOTE: NavEntry[] = [NAV_ENTRIES.notifications];

/** Phone navigation (width ≤ 500 px): the Menu button and the most used pages, at the bottom. */
export function BottomBar({ onOpenMenu, menuOpen }: { onOpenMenu(): void; menuOpen: boolean }) {
  const i18n = useI18n();
  const account = useSignedInAccount();
  const { url } = useRoute();
  const path = new URL(url, 'http://x').pathname;
  const newNote = useNewNote();
  const modals = useModals();
  const shortcut = (entry: NavEntry) => {
    if (entry.target.kind !== 'link') return null;
    const Icon = entry.icon;
    const hasNew = entry.hasNew?.(account) ?? false;
    return (
      <Link
        key={entry.id}
        to={entry.target.to}
        className={styles.bottomItem}
        aria-current={isCurrentEntry(entry, path) ? 'page' : undefined}
      >
        <span className={styles.bottomIconWrap}>
          <Icon className={styles.bottomIcon} aria-hidden="true" stroke={1.75} />
          {hasNew && <span className={styles.dot} aria-hidden="true" />}
        </span>
        <span>{i18n.ts.navigation.entries[entry.id]}</span>
        {hasNew && <span className="visually-hidden"> {i18n.ts.navigation.hasNew}</span>}
      </Link>
    );
  };
  return (
    <nav aria-label={i18n.ts.navigation.shortcuts} className={styles.bottomBar}>
      <button
        type="button"
        className={styles.bottomItem}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={onOpenMenu}
      >
        <IconMenu2 className={styles.bottomIcon} aria-hidden="true" stroke={1.75} />
        <span>{i18n.ts.navigation.menu}</span>
      </button>
      {BEFORE_NEW_NOTE.map(shortcut)}
      <button type="button" className={`${styles.bottomItem} ${styles.bottomNewNote}`} onClick={newNote}>
        <span className={styles.bottomNewNoteIcon}>
          <IconPencil className={styles.bottomIcon} aria-hidden="true" stroke={1.9} />
        </span>
        <span>{i18n.ts.navigation.newNote}</span>
      </button>
      {AFTER_NEW_NOTE.map(shortcut)}
      <button
        type="button"
        className={styles.bottomItem}
        aria-haspopup="dialog"
        onClick={() => void openWidgetsDrawer(modals)}
      >
        <IconApps className={styles.bottomIcon} aria-hidden="true" stroke={1.75} />
        <span>{i18n.ts.widgets.drawer}</span>
      </button>
    </nav>
  );
}
