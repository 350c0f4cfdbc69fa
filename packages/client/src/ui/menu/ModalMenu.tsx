import { IconChevronLeft } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import { useI18n } from '@/i18n';
import type { ModalController, ModalStyle } from '../modal/modalController';
import styles from './Menu.module.css';
import { MenuList } from './MenuList';
import { type MenuAnchor, type MenuItem, submenuOf } from './types';

interface Level {
  label: string;
  /** The submenu's items as it was opened; used only if its parent item has gone since. */
  items: MenuItem[];
}

/**
 * The opened submenus' items as the live items have them now: each level is found again by
 * its parent item's text in the level above. A sheet opened while its items were still
 * loading ("Loading…" in a submenu) so shows them when they arrive, as a popup menu does.
 */
function currentLevels(top: MenuItem[], opened: Level[]): Level[] {
  let parentItems = top;
  return opened.map((level) => {
    const parent = parentItems.find((item) => 'text' in item && item.text === level.label && submenuOf(item));
    const items = (parent && submenuOf(parent)) ?? level.items;
    parentItems = items;
    return { label: level.label, items };
  });
}

/**
 * Items that may change while the menu is open (the account menu fills in other accounts
 * after it opens). A menu in a modal is rendered by the modal host, away from its owner's
 * props, so the owner pushes new items through this.
 */
export class LiveMenuItems {
  private readonly listeners = new Set<() => void>();
  constructor(private items: MenuItem[]) {}
  get = (): MenuItem[] => this.items;
  set(items: MenuItem[]): void {
    if (items === this.items) return;
    this.items = items;
    for (const listener of this.listeners) listener();
  }
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/**
 * A menu inside a modal popup or bottom sheet. In a sheet, a submenu replaces the list (with a
 * Back item) instead of opening beside it: there is no room beside anything on a phone.
 */
function ModalMenu({
  source,
  label,
  drawer,
  onAction,
  onClose,
}: {
  source: LiveMenuItems;
  label: string;
  drawer: boolean;
  onAction(run: () => void, defer: boolean): void;
  onClose(): void;
}) {
  const i18n = useI18n();
  const items = useSyncExternalStore(source.subscribe, source.get, source.get);
  // The first level is always the live items; deeper levels are the submenus opened.
  const [opened, setLevels] = useState<Level[]>([]);
  const levels = currentLevels(items, opened);
  const level = levels.at(-1) ?? { label, items };
  const nested = levels.length > 0;
  const back = () => setLevels((all) => all.slice(0, -1));
  const list = (
    <MenuList
      key={levels.length}
      items={level.items}
      label={level.label}
      placement="static"
      onAction={(run, options) => onAction(run, options?.defer ?? false)}
      onDismiss={nested ? back : onClose}
      isSubmenu={nested}
      onOpenSubmenu={
        drawer
          ? (text, children) => setLevels((all) => [...all, { label: text, items: children }])
          : undefined
      }
      header={
        nested ? (
          <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={back}>
            <span className={styles.icon} aria-hidden="true">
              <IconChevronLeft size={18} />
            </span>
            <span className={styles.text}>{i18n.ts.dialogs.back}</span>
          </button>
        ) : null
      }
    />
  );
  if (!drawer) return list;
  return (
    <div className={styles.sheet}>
      {nested && <div className={styles.sheetTitle}>{level.label}</div>}
      {list}
    </div>
  );
}

export interface OpenMenuOptions {
  items: MenuItem[] | LiveMenuItems;
  label: string;
  /** A bottom sheet (drawer) or a popup next to the anchor. */
  style: Extract<ModalStyle, 'drawer' | 'popup'>;
  anchor?: MenuAnchor | null;
}

/**
 * Shows a menu as a modal layer: the browser traps focus in it, Esc and a press outside close
 * it, and focus goes back to whatever opened it. Resolves when it closes.
 */
export function openMenu(
  modals: ModalController,
  { items, label, style, anchor }: OpenMenuOptions,
): Promise<void> {
  const source = items instanceof LiveMenuItems ? items : new LiveMenuItems(items);
  return modals
    .open<void>(
      ({ done }) => (
        <ModalMenu
          source={source}
          label={label}
          drawer={style === 'drawer'}
          onClose={() => done()}
          onAction={(run, defer) => {
            const finish = () => {
              done();
              // After the menu has gone and focus is back on its opener, so a dialog the
              // action opens returns focus there too.
              setTimeout(run, 0);
            };
            if (defer) setTimeout(finish, 0);
            else finish();
          }}
        />
      ),
      { style, anchor: anchor ?? null, label, priority: 'middle' },
    )
    .then(() => undefined);
}
