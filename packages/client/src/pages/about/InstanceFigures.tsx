import { useI18n } from '@/i18n';
import { ExploreStatus } from '@/pages/explore/ExploreStatus';
import styles from './About.module.css';
import { useInstanceStats } from './useInstanceStats';

/** The server's figures as tiles: users, notes (and what its drive holds, on the about page). */
export function InstanceFigures({ withDrive = false }: { withDrive?: boolean }) {
  const i18n = useI18n();
  const [state, retry] = useInstanceStats();
  const stats = state.kind === 'ready' ? state.items[0] : undefined;
  if (!stats) return <ExploreStatus state={state} retry={retry} emptyText="" />;
  return (
    <dl className={styles.figures} aria-label={i18n.ts.about.figures}>
      <div className={styles.figure}>
        <dt>{i18n.ts.about.users}</dt>
        <dd>{i18n.number(stats.originalUsersCount)}</dd>
      </div>
      <div className={styles.figure}>
        <dt>{i18n.ts.about.notes}</dt>
        <dd>{i18n.number(stats.originalNotesCount)}</dd>
      </div>
      {withDrive && (
        <div className={styles.figure}>
          <dt>{i18n.ts.about.driveUsage}</dt>
          <dd>{formatBytes(stats.driveUsageLocal, i18n.lang)}</dd>
        </div>
      )}
    </dl>
  );
}

/** Bytes in the largest unit that keeps a whole number in front (Intl's units, the reader's language). */
export function formatBytes(bytes: number, lang: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
