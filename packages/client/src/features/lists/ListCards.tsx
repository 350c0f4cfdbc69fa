import type * as Misskey from 'misskey-js';
// The clip cards' look: a list of lists is drawn the same way.
import styles from '@/features/clips/Clips.module.css';
import { useI18n } from '@/i18n';
import { Link } from '@/router';

/** The account's lists: name (to the list's page), member count, public and pinned marks. */
export function ListCards({
  lists,
  isPinned,
}: {
  lists: Misskey.entities.UserList[];
  isPinned(listId: string): boolean;
}) {
  const i18n = useI18n();
  const t = i18n.ts.lists;
  return (
    <ul className={styles.cards}>
      {lists.map((list) => (
        <li key={list.id} className={styles.card}>
          <Link to={`/my/lists/${list.id}`} className={styles.cardName}>
            {list.name}
          </Link>
          <p className={styles.cardMeta}>
            <span>{i18n.t('lists.membersCount', { n: list.userIds?.length ?? 0 })}</span>
            <span className={styles.badge}>{list.isPublic ? t.public : t.private}</span>
            {isPinned(list.id) && <span className={styles.badge}>{t.pinned}</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}
