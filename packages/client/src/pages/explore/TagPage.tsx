import { useCallback } from 'react';
import { useAccountContext } from '@/accounts';
import { type LoadPage, NoteList } from '@/features/timelines';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import type { RouteProps } from '@/router';

/** /tags/{tag}: the notes carrying a hashtag, newest first (what a hashtag link opens). */
export function TagPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const tag = params.tag ?? '';
  const load: LoadPage = useCallback(
    async (untilId) => ({ notes: await api.call('notes/search-by-tag', { tag, limit: 20, untilId }) }),
    [api, tag],
  );
  const title = `#${tag}`;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <NoteList
        load={load}
        reloadKey={`tag:${tag}`}
        label={i18n.t('timelines.tagNotes', { tag: title })}
        emptyText={i18n.ts.timelines.tagEmpty}
      />
    </div>
  );
}
