import { IconX } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useI18n } from '@/i18n';
import { MainNav } from '@/navigation/MainNav';
import { useRoute } from '@/router';
import { Brand } from './Brand';
import { DRAWER_QUERY } from './breakpoints';
import styles from './Frame.module.css';
import { StreamSlot } from './StreamSlot';
import { useMediaQuery } from './useMediaQuery';

export interface NavDrawerProps {
  open: boolean;
  onClose(): void;
}

/**
 * The side navigation on narrow screens: a modal sheet from the left (a native <dialog>, so
 * focus stays inside, Esc closes it and focus goes back to the Menu button by itself).
 */
export function NavDrawer({ open, onClose }: NavDrawerProps) {
  const i18n = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const narrow = useMediaQuery(DRAWER_QUERY);
  const { url } = useRoute();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Turning a tablet to landscape shows the side bar again: the drawer has no reason to stay.
  useEffect(() => {
    if (!narrow) onCloseRef.current();
  }, [narrow]);

  // A new page (a link in the drawer, or back/forward) closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL is the trigger, not an input.
  useEffect(() => {
    onCloseRef.current();
  }, [url]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; Esc is the keyboard way.
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-label={i18n.ts.navigation.menu}
      onClose={() => onCloseRef.current()}
      onClick={(event) => {
        // The dialog element itself only receives clicks on its backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <MainNav
          mode="full"
          onChosen={onClose}
          header={
            <div className={`${styles.navHeader} ${styles.drawerHeader}`}>
              <Brand />
              {/* Phones show the connection state here rather than over the page. */}
              <StreamSlot />
              <button type="button" className={styles.iconButton} onClick={onClose}>
                <IconX size={20} aria-hidden="true" />
                <span className="visually-hidden">{i18n.ts.navigation.closeMenu}</span>
              </button>
            </div>
          }
        />
      )}
    </dialog>
  );
}
