import type * as Misskey from 'misskey-js';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { apiWithDialog, describeApiError } from '@/api';
import { findWidget } from '@/features/widgets';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Button, Notice, openConfirm, TextField, useModals, useToast } from '@/ui';
import styles from '../shell/adminList.module.css';
import { FilterSelect } from '../shell/FilterSelect';
import own from './Queue.module.css';
import { QueueJobList } from './QueueJobList';
import { COUNT_COLUMNS, firstBusyQueue, JOB_STATES, type JobState, type QueueName } from './queueJobs';

type Queues = Misskey.entities.AdminQueueQueuesResponse;

/** The queueStats channel live, through the job queue widget's own view (its chart has a data table). */
function LiveQueues() {
  const i18n = useI18n();
  const definition = findWidget('jobQueue');
  if (!definition) return null;
  const Body = definition.component;
  return (
    <section className={styles.panel} aria-labelledby="admin-queue-live">
      <h2 id="admin-queue-live" className={styles.panelTitle}>
        {i18n.ts.adminQueue.live}
      </h2>
      <Suspense fallback={<p className={styles.muted}>{i18n.ts.loading}</p>}>
        <Body id="admin-queue-live" data={definition.defaults} setData={() => undefined} />
      </Suspense>
    </section>
  );
}

/**
 * /admin/queue: every queue's counts, then one queue's jobs in one state with retry and remove;
 * delayed jobs can be run now and a state emptied, each after a confirmation.
 */
export function AdminQueuePage() {
  const i18n = useI18n();
  const t = i18n.ts.adminQueue;
  const { api } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const [queues, setQueues] = useState<Queues | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [queue, setQueue] = useState<QueueName | null>(null);
  const [state, setState] = useState<JobState>('delayed');
  const [search, setSearch] = useState('');
  // Bumped after an action, so the job list is asked again with the counts.
  const [version, setVersion] = useState(0);

  const reload = useCallback(async () => {
    try {
      const list = await api.call('admin/queue/queues', {});
      setQueues(list);
      setQueue((chosen) => chosen ?? firstBusyQueue(list));
    } catch (e) {
      setError(describeApiError(e, i18n).text);
    }
  }, [api, i18n]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const changed = () => void reload();

  const confirmThen = async (text: string, okLabel: string, run: () => Promise<unknown>, done: string) => {
    if (!queue) return;
    if (!(await openConfirm(modals, { title: queue, text, okLabel, cancelLabel: i18n.ts.cancel }))) return;
    if (
      !(await run().then(
        () => true,
        () => false,
      ))
    )
      return;
    toast(done);
    setVersion((v) => v + 1);
    await reload();
  };
  const promote = () =>
    confirmThen(
      t.promoteConfirm,
      t.promote,
      () => apiWithDialog(api, 'admin/queue/promote-jobs', { queue: queue as QueueName }, { modals }),
      t.promoted,
    );
  const clear = () =>
    confirmThen(
      i18n.t('adminQueue.clearConfirm', { state: t.states[state] }),
      t.clear,
      () => apiWithDialog(api, 'admin/queue/clear', { queue: queue as QueueName, state }, { modals }),
      t.cleared,
    );

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t.title}</h1>
      <p className={styles.muted}>{t.lead}</p>
      <LiveQueues />
      {error && <Notice tone="error">{error}</Notice>}
      {!queues && !error && <p className={styles.muted}>{i18n.ts.loading}</p>}
      {queues && (
        <section className={styles.panel} aria-labelledby="admin-queue-counts">
          <h2 id="admin-queue-counts" className={styles.panelTitle}>
            {t.queues}
          </h2>
          <ul className={styles.list} aria-label={t.queues}>
            {queues.map((q) => (
              <li key={q.name} className={`${styles.row} ${q.name === queue ? own.chosen : ''}`}>
                <div className={styles.rowMain}>
                  <button
                    type="button"
                    className={own.queueButton}
                    aria-pressed={q.name === queue}
                    onClick={() => setQueue(q.name)}
                  >
                    {q.name}
                  </button>
                  <span className={styles.muted}>
                    {COUNT_COLUMNS.map((c) => `${t.states[c]} ${i18n.number(q.counts[c] ?? 0)}`).join(' · ')}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {queue && (
        <section className={styles.panel} aria-labelledby="admin-queue-jobs">
          <h2 id="admin-queue-jobs" className={styles.panelTitle}>
            {i18n.t('adminQueue.jobsOf', { queue })}
          </h2>
          <search className={styles.filters} aria-label={t.filters}>
            <label className={styles.field}>
              {t.queue}
              <select value={queue} onChange={(e) => setQueue(e.target.value as QueueName)}>
                {(queues ?? []).map((q) => (
                  <option key={q.name} value={q.name}>
                    {q.name}
                  </option>
                ))}
              </select>
            </label>
            <FilterSelect
              label={t.state}
              value={state}
              options={JOB_STATES}
              onChange={setState}
              optionLabel={(s) => t.states[s]}
            />
            <TextField label={t.search} value={search} onChange={setSearch} type="search" />
          </search>
          <div className={styles.actions}>
            {state === 'delayed' && <Button onClick={() => void promote()}>{t.promote}</Button>}
            {state !== 'active' && (
              <Button variant="danger" onClick={() => void clear()}>
                {t.clear}
              </Button>
            )}
          </div>
          <QueueJobList key={version} queue={queue} state={state} search={search} onChanged={changed} />
        </section>
      )}
    </div>
  );
}
