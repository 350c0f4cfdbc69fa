import {
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import styles from './Modal.module.css';
import { CurrentDialogContext, ModalControllerContext } from './ModalContext';
import type { ModalController, ModalEntry } from './modalController';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * One open dialog, as a native <dialog> opened with showModal(): the browser traps focus,
 * makes the page behind it inert and turns Esc into a `cancel` event.
 */
function ModalDialog({ entry }: { entry: ModalEntry }) {
  const ref = useRef<HTMLDialogElement>(null);
  const baseId = useId();
  const current = useMemo(
    () => ({ titleId: `${baseId}-title`, descriptionId: `${baseId}-description`, controls: entry.controls }),
    [baseId, entry.controls],
  );

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const preferred =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector(FOCUSABLE);
    preferred?.focus();
    const opener = entry.opener;
    return () => {
      if (dialog.open) dialog.close();
      // The dialog is removed rather than closed, so the browser's own focus return does not run.
      if (opener?.isConnected) opener.focus();
    };
  }, [entry.opener]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={current.titleId}
      onCancel={(event) => {
        event.preventDefault();
        entry.controls.cancel();
      }}
      onMouseDown={(event) => {
        // A press on the backdrop (the dialog element itself, outside its frame) cancels.
        if (event.target === event.currentTarget) entry.controls.cancel();
      }}
    >
      <CurrentDialogContext.Provider value={current}>
        {entry.render(entry.controls)}
      </CurrentDialogContext.Provider>
    </dialog>
  );
}

export function ModalHost({ controller }: { controller: ModalController }) {
  const entries = useSyncExternalStore(controller.subscribe, controller.getEntries, controller.getEntries);
  return (
    <>
      {entries.map((entry) => (
        <ModalDialog key={entry.key} entry={entry} />
      ))}
    </>
  );
}

/** Provides the controller to `useModals()` and renders its dialogs after the children. */
export function ModalProvider({
  controller,
  children,
}: {
  controller: ModalController;
  children: ReactNode;
}) {
  useEffect(() => () => controller.closeAll(), [controller]);
  return (
    <ModalControllerContext.Provider value={controller}>
      {children}
      <ModalHost controller={controller} />
    </ModalControllerContext.Provider>
  );
}
