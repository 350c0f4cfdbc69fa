import {
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { placeBelow } from '../menu/placement';
import { useUiPreferences } from '../preferences';
import { layerRepairs } from './layers';
import styles from './Modal.module.css';
import { CurrentDialogContext, ModalControllerContext } from './ModalContext';
import type { ModalController, ModalEntry } from './modalController';
import { Toasts } from './Toasts';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusPreferred(dialog: HTMLDialogElement) {
  const preferred = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector(FOCUSABLE);
  preferred?.focus();
}

/** Which dialogs are in the top layer, in the order they were shown there. */
type TopLayer = HTMLDialogElement[];

/** Modal blur is 4 px (spec 000 §9), set in Modal.module.css as `.blur::backdrop`. */
const STYLE_CLASS = { dialog: styles.card, drawer: styles.drawer, popup: styles.popup } as const;

/**
 * One open dialog, as a native <dialog> opened with showModal(): the browser traps focus,
 * makes the page behind it inert and turns Esc into a `cancel` event.
 */
function ModalDialog({
  entry,
  topLayer,
  blur,
  children,
}: {
  entry: ModalEntry;
  topLayer: TopLayer;
  blur: boolean;
  children?: ReactNode;
}) {
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
    topLayer.push(dialog);
    if (entry.style === 'popup' && entry.anchor) {
      const place = placeBelow(
        entry.anchor.getBoundingClientRect(),
        dialog.getBoundingClientRect(),
        window.innerWidth,
        window.innerHeight,
      );
      dialog.style.top = `${place.top}px`;
      dialog.style.left = `${place.left}px`;
    }
    focusPreferred(dialog);
    const opener = entry.opener;
    return () => {
      const index = topLayer.indexOf(dialog);
      if (index !== -1) topLayer.splice(index, 1);
      if (dialog.open) dialog.close();
      // The dialog is removed rather than closed, so the browser's own focus return does not run.
      if (opener?.isConnected) opener.focus();
    };
  }, [entry.opener, entry.style, entry.anchor, topLayer]);

  // The description (DialogFrame's text) is optional and may appear later, so the dialog is
  // described by it only while it is there: a reference to a missing id would be an ARIA error.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const description = document.getElementById(current.descriptionId);
    if (description && dialog.contains(description)) {
      dialog.setAttribute('aria-describedby', current.descriptionId);
    } else dialog.removeAttribute('aria-describedby');
  });

  const className = [
    styles.dialog,
    STYLE_CLASS[entry.style],
    blur && entry.style !== 'popup' ? styles.blur : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <dialog
      ref={ref}
      className={className}
      data-modal-key={entry.key}
      data-priority={entry.priority}
      aria-labelledby={entry.label ? undefined : current.titleId}
      aria-label={entry.label}
      onCancel={(event) => {
        event.preventDefault();
        if (entry.cancelable) entry.controls.cancel();
      }}
      onMouseDown={(event) => {
        // A press on the backdrop (the dialog element itself, outside its frame) cancels.
        if (event.target === event.currentTarget && entry.cancelable) entry.controls.cancel();
      }}
    >
      <CurrentDialogContext.Provider value={current}>
        {entry.render(entry.controls)}
      </CurrentDialogContext.Provider>
      {children}
    </dialog>
  );
}

export function ModalHost({ controller }: { controller: ModalController }) {
  const entries = useSyncExternalStore(controller.subscribe, controller.getEntries, controller.getEntries);
  const toasts = useSyncExternalStore(controller.subscribe, controller.getToasts, controller.getToasts);
  const { blurModalBackdrop } = useUiPreferences();
  const topLayer = useRef<TopLayer>([]).current;

  // Runs after each dialog has shown itself: put higher-priority dialogs back above a
  // lower-priority one that opened after them.
  useLayoutEffect(() => {
    const wanted = entries
      .map((entry) => topLayer.find((dialog) => dialog.dataset.modalKey === String(entry.key)))
      .filter((dialog): dialog is HTMLDialogElement => dialog !== undefined);
    const repairs = layerRepairs(topLayer, wanted);
    if (repairs.length === 0) return;
    for (const dialog of repairs) {
      dialog.close();
      dialog.showModal();
    }
    topLayer.splice(0, topLayer.length, ...wanted);
    const top = wanted.at(-1);
    if (top) focusPreferred(top);
  }, [entries, topLayer]);

  // Toasts go inside the topmost dialog: anything outside a modal dialog is inert and painted
  // beneath the top layer, so a toast there would be neither seen nor announced.
  const toastList = <Toasts toasts={toasts} />;
  return (
    <>
      {entries.map((entry, index) => (
        <ModalDialog key={entry.key} entry={entry} topLayer={topLayer} blur={blurModalBackdrop}>
          {index === entries.length - 1 ? toastList : null}
        </ModalDialog>
      ))}
      {entries.length === 0 ? toastList : null}
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
