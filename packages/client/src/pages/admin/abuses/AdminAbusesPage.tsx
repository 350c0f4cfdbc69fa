import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Button, Notice } from '@/ui';
import styles from '../users/AdminUsers.module.css';
import { type AbuseReport, AbuseReportItem } from './AbuseReportItem';

const PAGE = 20;
type Origin = 'combined' | 'local' | 'remote';
const ORIGINS: Origin[] = ['combined', 'local', 'remote'];

/** /admin/abuses: the reports users filed, open ones first by default, with Misskey's filters. */
export function AdminAbusesPage() {
  const i18n = useI18n();
  const t = i18n.ts.adminAbuses;
  const { api } = useAccountContext();
  const [state, setState] = useState<'unresolved' | 'resolved' | 'all'>('unresolved');
  const [reporterOrigin, setReporterOrigin] = useState<Origin>('combined');
  const [targetUserOrigin, setTargetUserOrigin] = useState<Origin>('combined');
  const [reports, setReports] = useState<AbuseReport[] | null>(null);
  const [more, setMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const query = { state: state === 'all' ? null : state, reporterOrigin, targetUserOrigin };
  const queryKey = JSON.stringify(query);

  // biome-ignore lint/correctness/useExhaustiveDependencies: queryKey stands for the query's fields.
  useEffect(() => {
    let live = true;
    setError(null);
    setReports(null);
    api.call('admin/abuse-user-reports', { ...query, limit: PAGE }).then(
      (list) => {
        if (!live) return;
        setReports(list);
        setMore(list.length === PAGE);
      },
      (e: unknown) => live && setError(describeApiError(e, i18n).text),
    );
    return () => {
      live = false;
    };
  }, [api, i18n, queryKey]);

  const loadMore = async () => {
    try {
      const list = await api.call('admin/abuse-user-reports', {
        ...query,
        limit: PAGE,
        untilId: reports?.at(-1)?.id,
      });
      setReports((previous) => [...(previous ?? []), ...list]);
      setMore(list.length === PAGE);
    } catch (e) {
      setError(describeApiError(e, i18n).text);
    }
  };
  const replace = (changed: AbuseReport) =>
    setReports((list) => list?.map((r) => (r.id === changed.id ? changed : r)) ?? null);
  const originSelect = (label: string, value: Origin, set: (o: Origin) => void) => (
    <label className={styles.field}>
      {label}
      <select value={value} onChange={(e) => set(e.target.value as Origin)}>
        {ORIGINS.map((o) => (
          <option key={o} value={o}>
            {t.origins[o]}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t.title}</h1>
      <search className={styles.filters} aria-label={t.filters}>
        <label className={styles.field}>
          {t.state}
          <select value={state} onChange={(e) => setState(e.target.value as typeof state)}>
            <option value="unresolved">{t.unresolved}</option>
            <option value="resolved">{t.resolved}</option>
            <option value="all">{t.all}</option>
          </select>
        </label>
        {originSelect(t.reporterOrigin, reporterOrigin, setReporterOrigin)}
        {originSelect(t.targetUserOrigin, targetUserOrigin, setTargetUserOrigin)}
      </search>
      {error && <Notice tone="error">{error}</Notice>}
      {!reports && !error && <p className={styles.muted}>{i18n.ts.loading}</p>}
      {reports?.length === 0 && <p className={styles.muted}>{t.none}</p>}
      {reports && reports.length > 0 && (
        <ul className={styles.list} aria-label={t.title}>
          {reports.map((report) => (
            <AbuseReportItem key={report.id} report={report} onChange={replace} />
          ))}
        </ul>
      )}
      {more && (
        <div>
          <Button onClick={() => void loadMore()}>{t.loadMore}</Button>
        </div>
      )}
    </div>
  );
}
