import { IconArrowsMaximize } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AccountMenu } from '@/accounts';
import { useI18n } from '@/i18n';
import { useNavigate, useRoute } from '@/router';
import { useSetting } from '@/settings';
import { Brand } from './Brand';
import { PHONE_QUERY } from './breakpoints';
import { isLayoutForcedByUrl, withoutLayoutOverride } from './chooseLayout';
import { SkipLink } from './SkipLink';
import { StreamSlot } from './StreamSlot';
import { useMediaQuery } from './useMediaQuery';
import styles from './Zen.module.css';

/** The page alone under a slim header, with a way back to the full layout. */
export function ZenLayout({ children }: { children: ReactNode }) {
  const i18n = useI18n();
  const { url } = useRoute();
  const navigate = useNavigate();
  const [layout, setLayout] = useSetting('layout');
  const phone = useMediaQuery(PHONE_QUERY);

  // Zen comes from the address (?zen, ?ui=zen), from the setting, or from the deck on a
  // sub-page; each has its own way back.
  const leave = () => {
    const { search, pathname } = new URL(url, 'http://x');
    if (layout === 'zen') setLayout('default');
    if (isLayoutForcedByUrl(search)) navigate(withoutLayoutOverride(url));
    else if (layout === 'deck' && pathname !== '/') navigate('/');
  };

  return (
    <div className={styles.zen}>
      <SkipLink />
      <header className={styles.header}>
        <Brand markOnly={phone} />
        <div className={styles.end}>
          {/* Streaming status indicator slot (header). */}
          <StreamSlot />
          <button type="button" className={styles.leave} onClick={leave}>
            <IconArrowsMaximize size={18} aria-hidden="true" />
            <span className={styles.leaveText}>{i18n.ts.navigation.exitZen}</span>
          </button>
          <AccountMenu />
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
