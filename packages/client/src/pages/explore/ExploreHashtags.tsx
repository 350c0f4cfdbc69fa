import { useCallback } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { Link } from '@/router';
import styles from './Explore.module.css';
import { ExploreStatus } from './ExploreStatus';
import { useExploreList } from './useExploreList';

/** A small line of the chart, oldest on the left (the server sends the newest point first). */
function TrendChart({ chart }: { chart: number[] }) {
  const points = [...chart].reverse();
  const max = Math.max(1, ...points);
  const step = points.length > 1 ? 80 / (points.length - 1) : 0;
  const path = points.map((v, i) => `${(i * step).toFixed(1)},${(26 - (v / max) * 24).toFixed(1)}`).join(' ');
  return (
    <svg className={styles.chart} viewBox="0 0 80 28" aria-hidden="true" focusable="false">
      <polyline points={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/** The hashtags most people used lately, each a link to its notes. */
export function ExploreHashtags() {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const fetch = useCallback(() => api.call('hashtags/trend', {}), [api]);
  const [state, retry] = useExploreList(fetch);
  return (
    <section className={styles.section} aria-labelledby="explore-trending">
      <h2 id="explore-trending" className={styles.sectionTitle}>
        {i18n.ts.explore.trending}
      </h2>
      <ExploreStatus state={state} retry={retry} emptyText={i18n.ts.explore.trendingEmpty} />
      {state.kind === 'ready' && state.items.length > 0 && (
        <ol className={styles.list}>
          {state.items.map((trend) => (
            <li key={trend.tag} className={styles.row}>
              <div className={styles.rowNames}>
                <Link to={`/tags/${encodeURIComponent(trend.tag)}`} className={styles.rowName}>
                  #{trend.tag}
                </Link>
                <span className={styles.rowMeta}>
                  {i18n.t('explore.usersCount', { n: trend.usersCount })}
                </span>
              </div>
              <TrendChart chart={trend.chart} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
