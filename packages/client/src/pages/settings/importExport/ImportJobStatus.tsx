import { useI18n } from '@/i18n';
import own from '../preferencesBackups/PreferencesBackups.module.css';
import styles from './ImportJobStatus.module.css';
import type { ServerJob } from './jobs';

/**
 * One import as the server records it: a progress bar with "312 of 1,000" while it runs, then
 * how many rows were imported and skipped, or why it failed.
 */
export function ImportJobStatus({ job }: { job: ServerJob }) {
  const i18n = useI18n();
  if (job.state === 'failed') {
    return <p className={own.meta}>{i18n.t('importExport.importFailed', { reason: job.error ?? '' })}</p>;
  }
  if (job.state === 'done') {
    return (
      <p className={own.meta}>
        {i18n.t('importExport.importDone', {
          imported: i18n.number(job.done - job.skipped),
          skipped: i18n.number(job.skipped),
        })}
      </p>
    );
  }
  // Before the file is read the total is unknown (0): the bar stays empty rather than full.
  const max = Math.max(job.total, 1);
  const now = Math.min(job.done, max);
  const text = i18n.t('importExport.importProgress', {
    done: i18n.number(job.done),
    total: i18n.number(job.total),
  });
  return (
    <div className={`${own.meta} ${styles.progress}`}>
      <div
        role="progressbar"
        aria-label={i18n.t('importExport.importProgressLabel')}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={now}
        aria-valuetext={text}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${(now / max) * 100}%` }} />
      </div>
      <span>{text}</span>
    </div>
  );
}
