import type * as Misskey from 'misskey-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { AnnouncementCard } from '@/features/announcements';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Button, Notice } from '@/ui';
import styles from './AnnouncementsPage.module.css';

const PAGE_SIZE = 10;
type Tab = 'current' | 'past';

/** /announcements: the current announcements, and the past (inactive) ones on the second tab. */
export function AnnouncementsPage() {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const [tab, setTab] = useState<Tab>('current');
  const [items, setItems] = useState<Misskey.entities.Announcement[] | null>(null);
  const [more, setMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Only the latest request counts: a slow answer for the other tab must not land in this one.
  const latest = useRef(0);

  const load = useCallback(
    async (which: Tab, untilId?: string) => {
      const request = ++latest.current;
      try {
        const page = await api.call('announcements', {
          isActive: which === 'current',
          limit: PAGE_SIZE,
          untilId,
        });
        if (request !== latest.current) return;
        setItems((before) => (untilId ? [...(before ?? []), ...page] : page));
        setMore(page.length === PAGE_SIZE);
        setError(null);
      } catch (e) {
        if (request !== latest.current) return;
        setError(describeApiError(e, i18n).text);
      }
    },
    [api, i18n],
  );

  useEffect(() => {
    setItems(null);
    void load(tab);
  }, [load, tab]);

  const title = i18n.ts.announcements.title;
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{title}</h1>
      <fieldset className={styles.tabs} aria-label={i18n.ts.announcements.tabsLabel}>
        {(['current', 'past'] as const).map((t) => (
          <Button key={t} size="small" aria-pressed={tab === t} onClick={() => setTab(t)}>
            {i18n.ts.announcements[t]}
          </Button>
        ))}
      </fieldset>
      {error && <Notice tone="error">{error}</Notice>}
      {items === null && !error && <p className={pageStyles.muted}>{i18n.ts.loading}</p>}
      {items?.length === 0 && <p className={pageStyles.muted}>{i18n.ts.announcements.empty}</p>}
      {items && items.length > 0 && (
        <ul className={styles.list} aria-label={i18n.ts.announcements[tab]}>
          {items.map((a) => (
            <li key={a.id}>
              <AnnouncementCard announcement={a} />
            </li>
          ))}
        </ul>
      )}
      {more && items && (
        <Button onClick={() => void load(tab, items[items.length - 1]?.id)}>
          {i18n.ts.announcements.loadMore}
        </Button>
      )}
    </div>
  );
}
