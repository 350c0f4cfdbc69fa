import type { ReactNode } from 'react';
import { AppBar } from './AppBar';
import styles from './Layout.module.css';

/** Signed-out shell (spec 000 §2: visitors always get this layout). */
export function VisitorLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <AppBar />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
