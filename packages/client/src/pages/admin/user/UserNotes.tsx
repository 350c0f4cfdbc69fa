import type * as Misskey from 'misskey-js';
import { useAccountContext } from '@/accounts';
import { formatDate, useI18n } from '@/i18n';
import { Link } from '@/router';
import styles from '../shell/adminList.module.css';
import { PagedListView } from '../shell/PagedListView';
import { usePagedList } from '../shell/usePagedList';

const PAGE = 10;
const EXCERPT = 200;

/** What a row says of a note: its warning or text, shortened; a bare renote or file post says so. */
function excerptOf(note: Misskey.entities.Note, t: { renote: string; noText: string }): string {
  const text = note.cw ?? note.text ?? (note.renoteId ? t.renote : t.noText);
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text;
}

/** The user's notes on their moderation page, newest first (`users/notes`), ten at a time. */
export function UserNotes({ userId }: { userId: string }) {
  const i18n = useI18n();
  const t = i18n.ts.adminUser;
  const { api } = useAccountContext();
  const notes = usePagedList<Misskey.entities.Note>(
    ({ untilId }) => api.call('users/notes', { userId, limit: PAGE, ...(untilId ? { untilId } : {}) }),
    userId,
    PAGE,
  );
  return (
    <section className={styles.panel} aria-labelledby="admin-user-notes">
      <h2 id="admin-user-notes" className={styles.panelTitle}>
        {t.notesTitle}
      </h2>
      <PagedListView
        list={notes}
        label={t.notesTitle}
        empty={t.noNotes}
        loadMoreLabel={i18n.ts.adminUsers.loadMore}
      >
        {(note) => (
          <li key={note.id} className={styles.row}>
            <div className={styles.rowMain}>
              <span>{excerptOf(note, t)}</span>
              <span className={styles.muted}>
                <Link to={`/notes/${note.id}`}>{formatDate(note.createdAt, i18n.lang)}</Link> ·{' '}
                {note.visibility}
              </span>
            </div>
          </li>
        )}
      </PagedListView>
    </section>
  );
}
