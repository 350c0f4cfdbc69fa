import type { ReactNode } from 'react';
import { useAccountDialogs } from '@/accounts';
import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import { useRoute } from '@/router';
import { Button } from '@/ui';
import { AppBar } from './AppBar';
import styles from './Layout.module.css';

/** Signed-out shell (spec 000 §2: visitors always get this layout). */
export function VisitorLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <AppBar>
        <VisitorActions />
      </AppBar>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

/**
 * Sign-in and sign-up in the header of every page a visitor reaches. Not on '/', whose landing
 * page is itself the front door with both buttons, nor while a new server asks for its first
 * administrator.
 */
function VisitorActions() {
  const i18n = useI18n();
  const { meta } = useInstance();
  const { url } = useRoute();
  const { openSignIn, openSignUp, registrationOpen } = useAccountDialogs();
  const path = new URL(url, 'http://x').pathname;
  if (path === '/' || meta?.requireSetup) return null;
  return (
    <div className={styles.barActions}>
      {registrationOpen && (
        <Button size="small" variant="primary" onClick={() => void openSignUp()}>
          {i18n.ts.signUp}
        </Button>
      )}
      <Button size="small" onClick={() => void openSignIn()}>
        {i18n.ts.signIn}
      </Button>
    </div>
  );
}
