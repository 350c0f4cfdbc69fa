import type * as Misskey from 'misskey-js';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { AdminFileRow } from '../files/AdminFileRow';
import styles from '../shell/adminList.module.css';
import { PagedListView } from '../shell/PagedListView';
import { usePagedList } from '../shell/usePagedList';

const PAGE = 10;

/** The user's drive files on their moderation page, newest first (`admin/drive/files`), ten at a time. */
export function UserFiles({ userId, round }: { userId: string; round: number }) {
  const i18n = useI18n();
  const t = i18n.ts.adminUser;
  const { api } = useAccountContext();
  const files = usePagedList<Misskey.entities.DriveFile>(
    ({ untilId }) => api.call('admin/drive/files', { userId, limit: PAGE, ...(untilId ? { untilId } : {}) }),
    `${userId}:${round}`,
    PAGE,
  );
  return (
    <section className={styles.panel} aria-labelledby="admin-user-files">
      <h2 id="admin-user-files" className={styles.panelTitle}>
        {t.filesTitle}
      </h2>
      <PagedListView
        list={files}
        label={t.filesTitle}
        empty={t.noFiles}
        loadMoreLabel={i18n.ts.adminUsers.loadMore}
      >
        {(file) => (
          <AdminFileRow
            key={file.id}
            file={file}
            showOwner={false}
            onChanged={(changed) =>
              files.setItems((items) => items?.map((f) => (f.id === changed.id ? changed : f)) ?? null)
            }
            onDeleted={(id) => files.setItems((items) => items?.filter((f) => f.id !== id) ?? null)}
          />
        )}
      </PagedListView>
    </section>
  );
}
