import { useEffect } from 'react';
import { useI18n } from '@/i18n';
import { Link } from '@/router';
import { useSetting } from '@/settings';
import styles from './CustomCss.module.css';
import { applyCustomCss, safeModeOnThisLoad } from './safeMode';

/**
 * Keeps the user's custom CSS in the document, or, in safe mode, leaves it out and says so
 * with a way to the setting. Mounted once in the app, inside the router.
 */
export function CustomCss() {
  const i18n = useI18n();
  const [css] = useSetting('customCss');
  const safeMode = safeModeOnThisLoad();

  useEffect(() => {
    if (safeMode) return;
    applyCustomCss(document, css);
  }, [css, safeMode]);
  useEffect(() => () => applyCustomCss(document, ''), []);

  if (!safeMode) return null;
  return (
    <section className={styles.banner} aria-label={i18n.ts.customCss.safeModeLabel}>
      <span className={styles.text}>{i18n.ts.customCss.safeModeOn}</span>
      <Link to="/settings/custom-css" className={styles.link}>
        {i18n.ts.customCss.openSetting}
      </Link>
    </section>
  );
}
