import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { dateTimeFormat, useI18n } from '@/i18n';
import { Notice } from '@/ui';
import styles from '../shell/adminList.module.css';
import type { QueueJob, QueueName } from './queueJobs';

/**
 * An opened job: admin/queue/show-job's fields (attempts, when it ran, its whole data) and
 * admin/queue/show-job-logs' lines, fetched when opened so they are current.
 */
export function JobDetails({ queue, jobId }: { queue: QueueName; jobId: string }) {
  const i18n = useI18n();
  const t = i18n.ts.adminQueue;
  const { api } = useAccountContext();
  const [shown, setShown] = useState<{ job: QueueJob; logs: string[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([
      api.call('admin/queue/show-job', { queue, jobId }),
      api.call('admin/queue/show-job-logs', { queue, jobId }),
    ]).then(
      ([job, logs]) => live && setShown({ job: job as QueueJob, logs }),
      (e: unknown) => live && setError(describeApiError(e, i18n).text),
    );
    return () => {
      live = false;
    };
  }, [api, i18n, queue, jobId]);

  if (error) return <Notice tone="error">{error}</Notice>;
  if (!shown) return <p className={styles.muted}>{i18n.ts.loading}</p>;
  const { job, logs } = shown;
  const when = (ms?: number) =>
    ms ? dateTimeFormat(i18n.lang, { dateStyle: 'medium', timeStyle: 'medium' }).format(ms) : '—';
  return (
    <div className={styles.info}>
      <dl className={styles.facts}>
        <div className={styles.figure}>
          <dt>{t.attempts}</dt>
          <dd>{job.attempts}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t.started}</dt>
          <dd>{when(job.processedOn)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t.finished}</dt>
          <dd>{when(job.finishedOn)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t.jobData}</dt>
          <dd>
            <pre dir="ltr">{JSON.stringify(job.data, null, 2)}</pre>
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t.logs}</dt>
          <dd>{logs.length === 0 ? t.noLogs : <pre dir="ltr">{logs.join('\n')}</pre>}</dd>
        </div>
      </dl>
    </div>
  );
}
