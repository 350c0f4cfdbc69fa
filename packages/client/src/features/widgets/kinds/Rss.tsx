import { keyedItems, safeLink } from '@/features/statusbar/model';
import { useFeed } from '@/features/statusbar/useFeed';
import { useI18n } from '@/i18n';
import type { WidgetProps } from '../types';
import styles from '../Widgets.module.css';
import local from './Rss.module.css';
import type { RssSettings } from './rss';

export default function Rss({ data }: WidgetProps<RssSettings>) {
  const i18n = useI18n();
  const feed = useFeed(data.url, Math.max(10, data.refreshIntervalSec));
  if (data.url.trim() === '') return <p className={styles.muted}>{i18n.ts.statusbar.noUrl}</p>;
  if (feed.state === 'loading') return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (feed.state === 'failed') return <p className={styles.muted}>{i18n.ts.statusbar.feedFailed}</p>;
  const items = feed.value.slice(0, Math.max(1, data.maxEntries));
  if (items.length === 0) return <p className={styles.muted}>{i18n.ts.statusbar.feedEmpty}</p>;
  return (
    <ul className={local.feed}>
      {keyedItems(items).map(({ key, item }) => {
        const href = safeLink(item.link);
        const title = item.title || item.contentSnippet || '—';
        return (
          <li key={key} className={local.item}>
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                {title}
              </a>
            ) : (
              title
            )}
          </li>
        );
      })}
    </ul>
  );
}
