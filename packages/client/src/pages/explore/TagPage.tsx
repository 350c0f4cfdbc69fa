import { useCallback, useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { type LoadPage, NoteList } from '@/features/timelines';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Link, type RouteProps } from '@/router';

/** How many people wrote the tag (`hashtags/show`); null until known or for an unknown tag. */
function useTagPeople(tag: string): number | null {
  const { api } = useAccountContext();
  const [people, setPeople] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    setPeople(null);
    // A tag nobody used yet answers NO_SUCH_HASHTAG: the page then simply shows no count.
    api.call('hashtags/show', { tag }).then(
      (found) => {
        if (current) setPeople(found.mentionedUsersCount);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [api, tag]);
  return people;
}

/** /tags/{tag}: the notes carrying a hashtag, newest first (what a hashtag link opens). */
export function TagPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const tag = params.tag ?? '';
  const people = useTagPeople(tag);
  const load: LoadPage = useCallback(
    async (untilId) => ({ notes: await api.call('notes/search-by-tag', { tag, limit: 20, untilId }) }),
    [api, tag],
  );
  const title = `#${tag}`;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>
        {people !== null && <>{i18n.t('explore.usersCount', { n: people })} · </>}
        <Link to={`/user-tags/${encodeURIComponent(tag)}`}>{i18n.ts.explore.profilesWithTag}</Link>
      </p>
      <NoteList
        load={load}
        reloadKey={`tag:${tag}`}
        label={i18n.t('timelines.tagNotes', { tag: title })}
        emptyText={i18n.ts.timelines.tagEmpty}
      />
    </div>
  );
}
