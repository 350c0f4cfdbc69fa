import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import { Link } from '@/router';
import styles from './Frame.module.css';

/** The instance's name and mark, linking home. `markOnly` keeps the name for screen readers. */
export function Brand({ markOnly = false }: { markOnly?: boolean }) {
  const i18n = useI18n();
  const { meta } = useInstance();
  return (
    <Link to="/" className={styles.brand}>
      <span className={styles.mark} aria-hidden="true" />
      <span className={markOnly ? 'visually-hidden' : styles.brandName}>{meta?.name || i18n.ts.appName}</span>
    </Link>
  );
}
