import type { ReactNode } from 'react';
import { AccountMenu } from '@/accounts';
import { AppBar } from './AppBar';
import styles from './Layout.module.css';

/** Signed-in shell (minimal for now; navigation and widgets come with the full layouts). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <AppBar>
        <AccountMenu />
      </AppBar>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
