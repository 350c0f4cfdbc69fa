import { Fragment, useMemo } from 'react';
import { AccountMenu, useAccountContext, useSignedInAccount } from '@/accounts';
import { useI18n } from '@/i18n';
import { useServerOffers } from '@/instance/capabilities';
import { useRoute } from '@/router';
import { useSetting } from '@/settings';
import { buildNavigation, type NavEntry } from './catalogue';
import styles from './Nav.module.css';
import { NavEntryControl } from './NavEntryControl';
import { NewNoteButton } from './NewNoteButton';

/**
 * How the navigation is drawn: `full` (icons and labels, a side bar), `rail` (icons only),
 * `large` (big icons, labels on wide screens: the twilike layout), `bar` (across the top).
 */
export type NavMode = 'full' | 'rail' | 'large' | 'bar';

export interface MainNavProps {
  mode: NavMode;
  /** The account menu at the top of the side bar; header layouts show it in the header. */
  withAccount?: boolean;
  /** Shown above the account menu: the brand (and the stream indicator slot). */
  header?: React.ReactNode;
  onChosen?(): void;
}

/** The signed-in navigation (`<nav aria-label="Main">`), following the `menu` setting. */
export function MainNav({ mode, withAccount = true, header, onChosen }: MainNavProps) {
  const i18n = useI18n();
  const account = useSignedInAccount();
  const [menu] = useSetting('menu');
  const { url } = useRoute();
  const path = new URL(url, 'http://x').pathname;
  const offers = useServerOffers(useAccountContext().api);
  const navigation = useMemo(() => buildNavigation(menu, account, offers), [menu, account, offers]);
  // The header row has no room for labels: its icons are named by tooltips and hidden text.
  const iconOnly = mode === 'rail' || mode === 'bar';
  const viewer = account;

  // Dividers split the entries into groups: each group is its own list.
  const groups: NavEntry[][] = [[]];
  for (const item of navigation.items) {
    if (item.type === 'divider') groups.push([]);
    else groups.at(-1)?.push(item.entry);
  }
  const renderList = (entries: NavEntry[], className = '') => (
    <ul className={`${styles.list} ${className}`}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <NavEntryControl
            entry={entry}
            viewer={viewer}
            path={path}
            iconOnly={iconOnly}
            onChosen={onChosen}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <nav aria-label={i18n.ts.navigation.main} className={`${styles.nav} ${styles[mode]}`}>
      {header}
      {withAccount && (
        <div className={styles.account}>
          <AccountMenu />
        </div>
      )}
      <NewNoteButton iconOnly={iconOnly} onChosen={onChosen} />
      <div className={styles.entries}>
        {groups.map((group, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: groups have no identity but their position.
          <Fragment key={index}>
            {index > 0 && <hr className={styles.divider} />}
            {renderList(group)}
          </Fragment>
        ))}
      </div>
      {navigation.footer.length > 0 && renderList(navigation.footer, styles.footer)}
    </nav>
  );
}
