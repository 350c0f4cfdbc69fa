import styles from './Modal.module.css';
import type { Toast } from './modalController';

/** Toasts (spec 000 §4): polite status messages stacked at the bottom, gone after 4 s. */
export function Toasts({ toasts }: { toasts: readonly Toast[] }) {
  return (
    <div className={styles.toasts} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.key} className={styles.toast}>
          {toast.text}
        </div>
      ))}
    </div>
  );
}
