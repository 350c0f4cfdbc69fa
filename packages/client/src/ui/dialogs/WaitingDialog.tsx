import { IconCheck } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { SUCCESS_DIALOG_MS } from '@/constants';
import { useI18n } from '@/i18n';
import { useCurrentDialog } from '../modal/ModalContext';
import type { ModalController } from '../modal/modalController';
import styles from './dialogs.module.css';

type Phase = 'waiting' | 'success';

class PhaseStore {
  private phase: Phase = 'waiting';
  private readonly listeners = new Set<() => void>();
  get = () => this.phase;
  set(phase: Phase) {
    this.phase = phase;
    for (const listener of this.listeners) listener();
  }
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

function WaitingContent({ store }: { store: PhaseStore }) {
  const i18n = useI18n();
  const { titleId } = useCurrentDialog();
  const phase = useSyncExternalStore(store.subscribe, store.get, store.get);
  return (
    <div className={styles.waiting}>
      <h2 id={titleId} className="visually-hidden">
        {i18n.ts.dialogs.working}
      </h2>
      {/* The status region stays in place so the change to "Done" is announced. */}
      <div role="status" aria-live="polite" className={styles.waitingStatus}>
        {phase === 'waiting' ? (
          <span className={styles.spinner} aria-hidden="true" />
        ) : (
          <IconCheck size={40} className={styles.check} aria-hidden="true" />
        )}
        <span className="visually-hidden">
          {phase === 'waiting' ? i18n.ts.dialogs.working : i18n.ts.dialogs.succeeded}
        </span>
      </div>
    </div>
  );
}

export interface WaitingDialog {
  /** Shows the success check, then closes 1 s later (spec 000 §4). */
  success(): void;
  /** Closes at once (the work failed or was abandoned). */
  close(): void;
  /** Settles when the dialog has gone. */
  readonly closed: Promise<void>;
}

/** A spinner that cannot be dismissed by the user, for work that must finish first. */
export function openWaiting(modals: ModalController): WaitingDialog {
  const store = new PhaseStore();
  let close = () => {};
  const closed = modals
    .open<void>(
      ({ done }) => {
        close = () => done();
        return <WaitingContent store={store} />;
      },
      { cancelable: false, priority: 'middle' },
    )
    .then(() => undefined);
  return {
    success() {
      store.set('success');
      setTimeout(() => close(), SUCCESS_DIALOG_MS);
    },
    close: () => close(),
    closed,
  };
}
