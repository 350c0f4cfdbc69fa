import { useMemo } from 'react';
import { useAccountContext, useSignedInAccount } from '@/accounts';
import { useI18n } from '@/i18n';
import { Chart } from '@/ui/chart';
import type { WidgetProps } from '../types';
import widgetStyles from '../Widgets.module.css';
import styles from './Activity.module.css';
import { DAY_MS, heatMap, WEEKS } from './activityGrid';
import { ACTIVITY_VIEWS, type ActivitySettings } from './charts';
import { usePolled } from './usePolled';

const REFRESH_MS = 60_000;
/** The chart view shows the last three weeks; the heat map all of them. */
const CHART_DAYS = 21;

export default function Activity({ data, setData }: WidgetProps<ActivitySettings>) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const me = useSignedInAccount();
  const { value, failed } = usePolled(
    () => api.call('charts/user/notes', { userId: me.id, span: 'day', limit: WEEKS * 7 }),
    REFRESH_MS,
  );
  const newestDay = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const lang = i18n.lang;
  const formats = useMemo(
    () => ({
      day: new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
      weekday: new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }),
    }),
    [lang],
  );
  const chart = useMemo(() => {
    if (!value) return null;
    const days = Math.min(CHART_DAYS, value.inc.length);
    const oldestFirst = (series: number[]) => series.slice(0, days).reverse();
    return {
      times: Array.from({ length: days }, (_, i) => newestDay - (days - 1 - i) * DAY_MS),
      series: [
        {
          label: i18n.ts.widgets.activityNotes,
          values: oldestFirst(value.diffs.normal),
          color: 'accent' as const,
        },
        {
          label: i18n.ts.widgets.activityReplies,
          values: oldestFirst(value.diffs.reply),
          color: 'success' as const,
        },
        {
          label: i18n.ts.widgets.activityRenotes,
          values: oldestFirst(value.diffs.renote),
          color: 'link' as const,
        },
      ],
    };
  }, [value, newestDay, i18n]);

  if (failed) return <p className={widgetStyles.muted}>{i18n.ts.widgets.failed}</p>;
  if (!value || !chart) return <p className={widgetStyles.muted}>{i18n.ts.loading}</p>;

  const showChart = data.view === ACTIVITY_VIEWS.chart;
  const title = i18n.ts.widgets.activityTitle;
  const grid = heatMap(value.inc, newestDay);
  return (
    <div className={styles.activity}>
      {showChart ? (
        <Chart
          title={title}
          hideTitle
          kind="bar"
          stacked
          span="day"
          times={chart.times}
          series={chart.series}
          height={120}
        />
      ) : (
        <table className={styles.heatMap}>
          <caption className="visually-hidden">{title}</caption>
          <thead className="visually-hidden">
            <tr>
              <td />
              {grid.map((week) => (
                <th key={week[0]?.day} scope="col">
                  {i18n.t('widgets.weekOf', { date: formats.day.format(week[0]?.day ?? 0) })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[0, 1, 2, 3, 4, 5, 6].map((weekday) => (
              <tr key={weekday}>
                <th scope="row" className="visually-hidden">
                  {formats.weekday.format(grid[0]?.[weekday]?.day ?? 0)}
                </th>
                {grid.map((week) => {
                  const cell = week[weekday];
                  if (!cell) return null;
                  const date = formats.day.format(cell.day);
                  return (
                    <td
                      key={cell.day}
                      className={styles.day}
                      data-level={cell.count === null ? 'none' : cell.level}
                      title={
                        cell.count === null
                          ? undefined
                          : i18n.t('widgets.activityDay', { date, count: i18n.number(cell.count) })
                      }
                    >
                      <span className="visually-hidden">
                        {cell.count === null ? '' : i18n.number(cell.count)}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className={styles.footer}>
        <span>{i18n.t('widgets.activityToday', { count: i18n.number(value.inc[0] ?? 0) })}</span>
        <button
          type="button"
          className={styles.switch}
          onClick={() =>
            setData({ ...data, view: showChart ? ACTIVITY_VIEWS.heatMap : ACTIVITY_VIEWS.chart })
          }
        >
          {showChart ? i18n.ts.widgets.showAsCalendar : i18n.ts.widgets.showAsChart}
        </button>
      </div>
    </div>
  );
}
