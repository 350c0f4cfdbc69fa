import { useI18n } from '@/i18n';
import styles from './Frame.module.css';

/** The first stop of the Tab key: straight to the page content past the navigation. */
export function SkipLink() {
  const i18n = useI18n();
  return (
    <a className={styles.skip} href="#main">
      {i18n.ts.misc.skipToContent}
    </a>
  );
}
