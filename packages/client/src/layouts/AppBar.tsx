import type { ReactNode } from 'react';
import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import { Link } from '@/router';
import styles from './Layout.module.css';

/** The top bar every layout shares: skip link, instance name (home link), and extra controls. */
export function AppBar({ children }: { children?: ReactNode }) {
  const i18n = useI18n();
  const { meta } = useInstance();
  return (
    <>
      <a className={styles.skip} href="#main">
        {i18n.ts.misc.skipToContent}
      </a>
      <header className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <span className={styles.mark} aria-hidden="true" />
          <span className={styles.brandName}>{meta?.name || i18n.ts.appName}</span>
        </Link>
        {children}
      </header>
    </>
  );
}
