import { useState } from 'react';
import { useAccountContext } from '@/accounts';
import { apiWithDialog } from '@/api';
import { dateTimeFormat, useI18n } from '@/i18n';
import { Button, openConfirm, useModals, useToast } from '@/ui';
import styles from '../shell/adminList.module.css';
import { PagedListView } from '../shell/PagedListView';
import { usePagedList } from '../shell/usePagedList';
import { JobDetails } from './JobDetails';
import own from './Queue.module.css';
import { dataSummary, dueAt, type JobState, jobActions, type QueueJob, type QueueName } from './queueJobs';

/** admin/queue/jobs has no paging: the whole list is one page. */
const ALL = Number.MAX_SAFE_INTEGER;

type Props = { queue: QueueName; state: JobState; search: string; onChanged: () => void };

/** One queue's jobs in one state, each with Retry (failed) and Remove, both confirmed first. */
export function QueueJobList({ queue, state, search, onChanged }: Props) {
  const i18n = useI18n();
  const t = i18n.ts.adminQueue;
  const { api } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const [opened, setOpened] = useState<string | null>(null);
  const query = { queue, state: [state], ...(search.trim() ? { search: search.trim() } : {}) };
  const jobs = usePagedList<QueueJob>(() => api.call('admin/queue/jobs', query), JSON.stringify(query), ALL);
  const when = (ms: number) =>
    dateTimeFormat(i18n.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

  const act = async (job: QueueJob, kind: 'retry' | 'remove') => {
    const ok = await openConfirm(modals, {
      title: job.name,
      text: kind === 'retry' ? t.retryConfirm : t.removeConfirm,
      okLabel: kind === 'retry' ? t.retry : t.remove,
      cancelLabel: i18n.ts.cancel,
    });
    if (!ok) return;
    const endpoint = kind === 'retry' ? 'admin/queue/retry-job' : 'admin/queue/remove-job';
    const done = await apiWithDialog(api, endpoint, { queue, jobId: job.id }, { modals }).then(
      () => true,
      () => false,
    );
    if (!done) return;
    toast(kind === 'retry' ? t.retried : t.removed);
    jobs.setItems((items) => items?.filter((j) => j.id !== job.id) ?? null);
    onChanged();
  };

  const actions = jobActions(state);
  return (
    <PagedListView list={jobs} label={t.jobsLabel} empty={t.noJobs} loadMoreLabel={t.loadMore}>
      {(job) => (
        <li key={job.id} className={styles.row}>
          <div className={`${styles.rowMain} ${own.jobMain}`}>
            <span className={styles.name}>{job.name}</span>
            <span className={styles.muted} dir="ltr">
              {job.id}
            </span>
            <span className={styles.muted}>
              {i18n.t('adminQueue.added', { date: when(job.timestamp) })}
              {/* A webhook delivery waiting for its retry has no delay of its own: no due date. */}
              {state === 'delayed' &&
                job.delay > 0 &&
                ` · ${i18n.t('adminQueue.due', { date: when(dueAt(job)) })}`}
            </span>
            {job.failedReason && <span className={styles.info}>{job.failedReason}</span>}
            <code className={styles.info} dir="ltr">
              {dataSummary(job.data)}
            </code>
            {opened === job.id && <JobDetails queue={queue} jobId={job.id} />}
          </div>
          <div className={styles.actions}>
            <Button
              aria-expanded={opened === job.id}
              onClick={() => setOpened(opened === job.id ? null : job.id)}
              aria-label={`${t.details} ${job.name} ${job.id}`}
            >
              {t.details}
            </Button>
            {actions.retry && (
              <Button onClick={() => void act(job, 'retry')} aria-label={`${t.retry} ${job.name} ${job.id}`}>
                {t.retry}
              </Button>
            )}
            {actions.remove && (
              <Button
                onClick={() => void act(job, 'remove')}
                aria-label={`${t.remove} ${job.name} ${job.id}`}
              >
                {t.remove}
              </Button>
            )}
          </div>
        </li>
      )}
    </PagedListView>
  );
}
