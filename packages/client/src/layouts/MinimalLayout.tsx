import type { ReactNode } from 'react';
import styles from './Minimal.module.css';

/**
 * For sharing, sign-up completion and app authorization: the content alone, centred, with no
 * navigation to wander off through in the middle of a flow.
 */
export function MinimalLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.minimal}>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
