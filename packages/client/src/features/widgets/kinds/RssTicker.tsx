import { useMemo } from 'react';
import { feedTickerItems } from '@/features/statusbar/Bars';
import { shuffled } from '@/features/statusbar/model';
import { Ticker } from '@/features/statusbar/Ticker';
import { useFeed } from '@/features/statusbar/useFeed';
import { useI18n } from '@/i18n';
import type { WidgetProps } from '../types';
import styles from '../Widgets.module.css';
import local from './Rss.module.css';
import type { RssTickerSettings } from './rss';

export default function RssTicker({ data }: WidgetProps<RssTickerSettings>) {
  const i18n = useI18n();
  const feed = useFeed(data.url, Math.max(10, data.refreshIntervalSec));
  const value = feed.state === 'ready' ? feed.value : null;
  // Shuffled once per answer, not on every render (that would reorder a moving line).
  const items = useMemo(() => {
    if (value === null) return [];
    const chosen = data.shuffle ? shuffled(value) : value;
    return feedTickerItems(chosen.slice(0, Math.max(1, data.maxEntries)));
  }, [value, data.shuffle, data.maxEntries]);
  if (data.url.trim() === '') return <p className={styles.muted}>{i18n.ts.statusbar.noUrl}</p>;
  if (feed.state === 'loading') return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (feed.state === 'failed') return <p className={styles.muted}>{i18n.ts.statusbar.feedFailed}</p>;
  if (items.length === 0) return <p className={styles.muted}>{i18n.ts.statusbar.feedEmpty}</p>;
  return (
    <div className={local.ticker}>
      <Ticker
        items={items}
        durationSec={Math.min(200, Math.max(5, data.duration))}
        reverse={data.reverse}
        label={i18n.ts.widgets.names.rssTicker}
      />
    </div>
  );
}
