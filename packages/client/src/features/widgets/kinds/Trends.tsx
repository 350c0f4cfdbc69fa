import type * as Misskey from 'misskey-js';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { Link } from '@/router';
import styles from '../Widgets.module.css';
import { usePolled } from './usePolled';

type Trend = Misskey.entities.HashtagsTrendResponse[number];

const REFRESH_MS = 60_000;

/** A tag's recent use as a small line; decoration only, the list's order says the rest. */
function Sparkline({ chart }: { chart: number[] }) {
  const points = [...chart].reverse();
  const max = Math.max(1, ...points);
  const step = points.length > 1 ? 60 / (points.length - 1) : 0;
  const path = points.map((value, index) => `${index * step},${20 - (value / max) * 18}`).join(' ');
  return (
    <svg viewBox="0 0 60 22" className={styles.sparkline} aria-hidden="true">
      <polyline points={path} />
    </svg>
  );
}

export default function Trends() {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const { value, failed } = usePolled(() => api.call('hashtags/trend', {}), REFRESH_MS);
  const trends: Trend[] | null = failed ? [] : value;
  if (trends === null) return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (trends.length === 0) return <p className={styles.muted}>{i18n.ts.widgets.noTrends}</p>;
  return (
    <ol className={styles.trends}>
      {trends.map((trend) => (
        <li key={trend.tag} className={styles.trend}>
          <Link to={`/tags/${encodeURIComponent(trend.tag)}`} className={styles.tag}>
            #{trend.tag}
          </Link>
          <Sparkline chart={trend.chart} />
        </li>
      ))}
    </ol>
  );
}
