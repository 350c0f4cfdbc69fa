import type * as Misskey from 'misskey-js';
import { useCallback, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { dateTimeFormat, useI18n } from '@/i18n';
import { ExploreStatus } from '@/pages/explore/ExploreStatus';
import { useExploreList } from '@/pages/explore/useExploreList';
import { Button } from '@/ui';
import styles from './About.module.css';
import { LineChart } from './LineChart';

type Span = 'day' | 'hour';
const PERIODS: Record<Span, number> = { day: 30, hour: 24 };
const SPAN_MS: Record<Span, number> = { day: 86_400_000, hour: 3_600_000 };

interface Charts {
  notes: Misskey.Endpoints['charts/notes']['res'];
  users: Misskey.Endpoints['charts/users']['res'];
}

/** Notes written and users over the last 30 days or 24 hours (`charts/notes`, `charts/users`). */
export function AboutCharts() {
  const i18n = useI18n();
  const { anonymousApi } = useAccountContext();
  const [span, setSpan] = useState<Span>('day');
  const fetch = useCallback(async (): Promise<Charts[]> => {
    const limit = PERIODS[span];
    const [notes, users] = await Promise.all([
      anonymousApi.call('charts/notes', { span, limit }),
      anonymousApi.call('charts/users', { span, limit }),
    ]);
    return [{ notes, users }];
  }, [anonymousApi, span]);
  const [state, retry] = useExploreList(fetch);
  const charts = state.kind === 'ready' ? state.items[0] : undefined;

  // Misskey's series are newest first; a chart reads oldest first. Both include remote.
  const oldestFirst = (local: number[], remote: number[]) =>
    local.map((value, index) => value + (remote[index] ?? 0)).reverse();
  const format = dateTimeFormat(
    i18n.lang,
    span === 'day' ? { month: 'short', day: 'numeric' } : { hour: 'numeric', minute: '2-digit' },
  );
  const now = Date.now();
  const from = format.format(new Date(now - (PERIODS[span] - 1) * SPAN_MS[span]));
  const to = format.format(new Date(now));

  return (
    <section className={styles.section} aria-labelledby="about-charts">
      <h2 id="about-charts" className={styles.sectionTitle}>
        {i18n.ts.about.tabs.charts}
      </h2>
      <fieldset className={styles.spans} aria-label={i18n.ts.about.chartSpan}>
        {(['day', 'hour'] as const).map((s) => (
          <Button
            key={s}
            size="small"
            variant={span === s ? 'primary' : 'secondary'}
            aria-pressed={span === s}
            onClick={() => setSpan(s)}
          >
            {s === 'day' ? i18n.ts.about.spanDay : i18n.ts.about.spanHour}
          </Button>
        ))}
      </fieldset>
      {!charts && <ExploreStatus state={state} retry={retry} emptyText="" />}
      {charts && (
        <>
          <LineChart
            title={i18n.ts.about.chartNotes}
            values={oldestFirst(charts.notes.local.inc, charts.notes.remote.inc)}
            summary={i18n.t('about.chartNotesSummary', {
              n: sum(charts.notes.local.inc) + sum(charts.notes.remote.inc),
            })}
            from={from}
            to={to}
          />
          <LineChart
            title={i18n.ts.about.chartUsers}
            values={oldestFirst(charts.users.local.total, charts.users.remote.total)}
            summary={i18n.t('about.chartUsersSummary', {
              n: (charts.users.local.total[0] ?? 0) + (charts.users.remote.total[0] ?? 0),
            })}
            from={from}
            to={to}
          />
        </>
      )}
    </section>
  );
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
