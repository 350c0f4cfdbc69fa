import { useState } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import styles from '../shell/adminList.module.css';
import { FilterSelect } from '../shell/FilterSelect';
import { PagedListView } from '../shell/PagedListView';
import { usePagedList } from '../shell/usePagedList';
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
  const query = { state: state === 'all' ? null : state, reporterOrigin, targetUserOrigin };
  const reports = usePagedList(
    ({ untilId }) => api.call('admin/abuse-user-reports', { ...query, limit: PAGE, untilId }),
    JSON.stringify(query),
    PAGE,
  );
  const replace = (changed: AbuseReport) =>
    reports.setItems((list) => list?.map((r) => (r.id === changed.id ? changed : r)) ?? null);
  const originSelect = (label: string, value: Origin, set: (o: Origin) => void) => (
    <FilterSelect
      label={label}
      value={value}
      options={ORIGINS}
      onChange={set}
      optionLabel={(o) => t.origins[o]}
    />
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
      <PagedListView list={reports} label={t.title} empty={t.none} loadMoreLabel={t.loadMore}>
        {(report) => <AbuseReportItem key={report.id} report={report} onChange={replace} />}
      </PagedListView>
    </div>
  );
}
