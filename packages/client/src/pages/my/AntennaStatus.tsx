import type { AntennaState } from '@/features/antennas';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';

/** What the antenna pages show until the antenna is there: loading, not found, or the error. */
export function AntennaStatus({ state }: { state: Exclude<AntennaState, { kind: 'ready' }> }) {
  const i18n = useI18n();
  if (state.kind === 'loading') return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (state.kind === 'failed') return <p className={styles.muted}>{state.message}</p>;
  return (
    <div className={styles.center}>
      <h1 className={styles.title}>{i18n.ts.antennas.title}</h1>
      <p className={styles.muted}>{i18n.ts.antennas.notFound}</p>
    </div>
  );
}
