import { useI18n } from '@/i18n';
import styles from '../Widgets.module.css';
import { useNow } from './time';

/** How far through a span `now` is, 0 to 100. */
function progress(now: Date, start: Date, end: Date): number {
  return Math.min(
    100,
    Math.max(0, ((now.getTime() - start.getTime()) / (end.getTime() - start.getTime())) * 100),
  );
}

export default function Calendar() {
  const i18n = useI18n();
  const now = useNow(10_000);
  const year = now.getFullYear();
  const month = now.getMonth();
  const day = now.getDate();
  const spans = [
    {
      label: i18n.ts.widgets.today,
      value: progress(now, new Date(year, month, day), new Date(year, month, day + 1)),
    },
    {
      label: i18n.ts.widgets.thisMonth,
      value: progress(now, new Date(year, month, 1), new Date(year, month + 1, 1)),
    },
    { label: i18n.ts.widgets.thisYear, value: progress(now, new Date(year, 0, 1), new Date(year + 1, 0, 1)) },
  ];
  return (
    <div className={styles.calendar}>
      <div className={styles.date}>
        <span className={styles.day}>
          {new Intl.DateTimeFormat(i18n.lang, { day: 'numeric' }).format(now)}
        </span>
        <span className={styles.names}>
          <span className={styles.name}>
            {new Intl.DateTimeFormat(i18n.lang, { weekday: 'long' }).format(now)}
          </span>
          <span className={styles.acct}>
            {new Intl.DateTimeFormat(i18n.lang, { year: 'numeric', month: 'long' }).format(now)}
          </span>
        </span>
      </div>
      <ul className={styles.progressList}>
        {spans.map((span) => {
          const percent = Math.floor(span.value);
          const text = i18n.t('widgets.percent', { percent: i18n.number(percent) });
          return (
            <li key={span.label} className={styles.progressRow}>
              <span>{span.label}</span>
              <span
                role="progressbar"
                aria-label={span.label}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={text}
                className={styles.bar}
              >
                <span className={styles.barFill} style={{ inlineSize: `${span.value}%` }} />
              </span>
              <span className={styles.percent}>{text}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
