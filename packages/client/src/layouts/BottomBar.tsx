import { IconMenu2 } from '@tabler/icons-react';
import { useSignedInAccount } from '@/accounts';
import { useI18n } from '@/i18n';
import { isCurrentEntry, NAV_ENTRIES, type NavEntry } from '@/navigation/catalogue';
import { Link, useRoute } from '@/router';
import styles from './Frame.module.css';

/** The entries a thumb reaches most; everything else is one tap away in the drawer. */
const SHORTCUTS: NavEntry[] = [
  NAV_ENTRIES.home,
  NAV_ENTRIES.notifications,
  NAV_ENTRIES.explore,
  NAV_ENTRIES.search,
];

/** Phone navigation (width ≤ 500 px): the Menu button and the most used pages, at the bottom. */
export function BottomBar({ onOpenMenu, menuOpen }: { onOpenMenu(): void; menuOpen: boolean }) {
  const i18n = useI18n();
  const account = useSignedInAccount();
  const { url } = useRoute();
  const path = new URL(url, 'http://x').pathname;
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
      {SHORTCUTS.map((entry) => {
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
      })}
    </nav>
  );
}
