import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useI18n } from '@/i18n';
import { useLookup } from '@/lookup';
import styles from '@/pages/shell/Page.module.css';
import type { RouteProps } from '@/router';
import { Button } from '@/ui';

/**
 * /lookup: opens the look-up dialog at once; the page keeps a button to open it again. With
 * ?uri= (or ?acct=, ?q=, which /authorize-follow and /authorize_interaction bring from other
 * servers' remote follow buttons) it looks that up through the current account's server first.
 */
export function LookupPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const lookup = useLookup();
  const opened = useRef(false);
  const initial = params.uri ?? params.acct ?? params.q;
  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (opened.current) return;
    opened.current = true;
    void lookup(initial || undefined);
  }, [lookup, initial]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{i18n.ts.dialogs.lookupTitle}</h1>
      <p className={styles.lead}>{i18n.ts.dialogs.lookupPageText}</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => void lookup()}>
          <IconSearch size={18} aria-hidden="true" /> {i18n.ts.dialogs.lookupTitle}
        </Button>
      </div>
    </div>
  );
}
