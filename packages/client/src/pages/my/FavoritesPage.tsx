import { useCallback } from 'react';
import { useAccountContext } from '@/accounts';
import { type LoadPage, NoteList } from '@/features/timelines';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';

/** /my/favorites: the notes the account marked as favorites, newest favorite first. */
export function FavoritesPage() {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const load: LoadPage = useCallback(
    async (untilId) => {
      const page = await api.call('i/favorites', { limit: 20, untilId });
      return { notes: page.map((favorite) => favorite.note), cursor: page[page.length - 1]?.id };
    },
    [api],
  );
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{i18n.ts.timelines.favorites.title}</h1>
      <NoteList
        load={load}
        reloadKey="favorites"
        label={i18n.ts.timelines.favorites.title}
        emptyText={i18n.ts.timelines.favorites.empty}
      />
    </div>
  );
}
