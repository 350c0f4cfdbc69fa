import type * as Misskey from 'misskey-js';
import { Suspense, useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { findWidget } from '@/features/widgets';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Notice } from '@/ui';
import { Chart } from '@/ui/chart';
import styles from '../shell/adminList.module.css';
import { FilesPerDay, NotesPerDay } from './DailyCharts';
import { DAYS, dayTimes, oldestFirst } from './days';

/** How often the online count is asked again while the page is open. */
const ONLINE_REFRESH_MS = 15_000;

interface Daily {
  users: Misskey.entities.ChartsUsersResponse;
  notes: Misskey.entities.ChartsNotesResponse;
  active: Misskey.entities.ChartsActiveUsersResponse;
  drive: Misskey.entities.ChartsDriveResponse;
}

/**
 * A live widget shown here as it is: the server machine's figures (serverStats, which says so
 * when the administrator keeps them private) and the job queues (queueStats). Its settings
 * (e.g. the metric's view) last while the page is open.
 */
function LiveWidget({ name }: { name: 'serverMetric' | 'jobQueue' }) {
  const i18n = useI18n();
  const definition = findWidget(name);
  const [data, setData] = useState<Record<string, unknown>>(() => ({ ...definition?.defaults }));
  if (!definition) return null;
  const Body = definition.component;
  const headingId = `admin-overview-${name}`;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {definition.title(i18n)}
      </h2>
      <Suspense fallback={<p className={styles.muted}>{i18n.ts.loading}</p>}>
        <Body id={headingId} data={data} setData={setData} />
      </Suspense>
    </section>
  );
}

/** /admin/overview: the server's figures now and its last 30 days in charts (each with its data table). */
export function AdminOverviewPage() {
  const i18n = useI18n();
  const t = i18n.ts.adminOverview;
  const { api } = useAccountContext();
  const [stats, setStats] = useState<Misskey.entities.StatsResponse | null>(null);
  const [online, setOnline] = useState<number | null>(null);
  const [daily, setDaily] = useState<Daily | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const span = { span: 'day' as const, limit: DAYS };
    Promise.all([
      api.call('stats', {}),
      api.call('charts/users', span),
      api.call('charts/notes', span),
      api.call('charts/active-users', span),
      api.call('charts/drive', span),
    ]).then(
      ([figures, users, notes, active, drive]) => {
        if (!live) return;
        setStats(figures);
        setDaily({ users, notes, active, drive });
      },
      (e: unknown) => live && setError(describeApiError(e, i18n).text),
    );
    const askOnline = () =>
      api.call('get-online-users-count', {}).then(
        (answer) => live && setOnline(answer.count),
        () => undefined,
      );
    void askOnline();
    const timer = setInterval(askOnline, ONLINE_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [api, i18n]);

  const times = dayTimes(Date.now());
  const figures: [string, string][] = stats
    ? [
        [t.users, i18n.number(stats.originalUsersCount)],
        [t.notes, i18n.number(stats.originalNotesCount)],
        [t.online, online === null ? '…' : i18n.number(online)],
        [
          t.driveUsage,
          i18n.t('adminOverview.megabytes', { n: (stats.driveUsageLocal / 1024 / 1024).toFixed(1) }),
        ],
      ]
    : [];

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t.title}</h1>
      {error && <Notice tone="error">{error}</Notice>}
      {!stats && !error && <p className={styles.muted}>{i18n.ts.loading}</p>}
      {stats && (
        <section className={styles.panel} aria-labelledby="admin-overview-now">
          <h2 id="admin-overview-now" className={styles.panelTitle}>
            {t.now}
          </h2>
          <dl className={styles.facts}>
            {figures.map(([label, value]) => (
              <div key={label} className={styles.figure}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {stats && <LiveWidget name="serverMetric" />}
      {stats && <LiveWidget name="jobQueue" />}
      {daily && (
        <>
          <Chart
            title={t.usersChart}
            kind="line"
            span="day"
            times={times}
            series={[{ label: t.users, values: oldestFirst(daily.users.local.total), color: 'accent' }]}
          />
          <NotesPerDay counts={daily.notes.local} />
          <Chart
            title={t.activeChart}
            kind="bar"
            span="day"
            times={times}
            series={[{ label: t.activeUsers, values: oldestFirst(daily.active.readWrite), color: 'success' }]}
          />
          <FilesPerDay counts={daily.drive.local} />
        </>
      )}
    </div>
  );
}
