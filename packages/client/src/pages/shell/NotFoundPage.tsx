import { useEffect, useRef } from 'react';
import { useAccount, useAccountDialogs } from '@/accounts';
import { useI18n } from '@/i18n';
import { Link } from '@/router';
import styles from './Page.module.css';

export interface NotFoundPageProps {
  /** A login-required page visited signed out: also offer to sign in (spec 000 §2). */
  showLoginPopup?: boolean;
}

export function NotFoundPage({ showLoginPopup = false }: NotFoundPageProps) {
  const i18n = useI18n();
  const { openSignIn } = useAccountDialogs();
  // Signing in is a way to see a hidden page only for a visitor; a signed-in reader is not told to.
  const signedIn = useAccount() !== null;
  const opened = useRef(false);
  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (showLoginPopup && !opened.current) {
      opened.current = true;
      void openSignIn();
    }
  }, [showLoginPopup, openSignIn]);
  return (
    <div className={styles.center}>
      <h1 className={styles.title}>{i18n.ts.notFound.title}</h1>
      <p className={styles.muted}>{signedIn ? i18n.ts.notFound.textSignedIn : i18n.ts.notFound.text}</p>
      <Link to="/" className={styles.linkButton}>
        {i18n.ts.notFound.goHome}
      </Link>
    </div>
  );
}
