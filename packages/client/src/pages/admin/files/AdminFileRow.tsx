import type * as Misskey from 'misskey-js';
import { useAccountContext } from '@/accounts';
import { apiWithDialog } from '@/api';
import { formatBytes } from '@/features/notes/media/mediaRules';
import { formatDate, useI18n } from '@/i18n';
import { Link } from '@/router';
import { Button, openConfirm, useModals } from '@/ui';
import { isHttpUrl } from '@/users/httpUrl';
import styles from '../shell/adminList.module.css';
import own from './AdminFileRow.module.css';

type Props = {
  file: Misskey.entities.DriveFile;
  /** The file after a change made from the row (marked or unmarked sensitive). */
  onChanged: (file: Misskey.entities.DriveFile) => void;
  onDeleted: (fileId: string) => void;
  /** Whether to name the owner (the user page lists one user's files and leaves it out). */
  showOwner?: boolean;
};

/**
 * One drive file in a moderator's list (/admin/files, the user page): thumbnail, a link to its
 * moderation page, owner, type, size and date, and marking it sensitive or deleting it.
 */
export function AdminFileRow({ file, onChanged, onDeleted, showOwner = true }: Props) {
  const i18n = useI18n();
  const modals = useModals();
  const { api } = useAccountContext();

  const toggleSensitive = async () => {
    await apiWithDialog(
      api,
      'drive/files/update',
      { fileId: file.id, isSensitive: !file.isSensitive },
      { modals },
    );
    onChanged({ ...file, isSensitive: !file.isSensitive });
  };
  const remove = async () => {
    const confirmed = await openConfirm(modals, {
      title: i18n.t('adminFiles.deleteConfirm', { name: file.name }),
      okLabel: i18n.ts.drive.delete,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!confirmed) return;
    await apiWithDialog(api, 'drive/files/delete', { fileId: file.id }, { modals });
    onDeleted(file.id);
  };

  return (
    <li className={styles.row}>
      {isHttpUrl(file.thumbnailUrl) ? (
        <img className={own.thumb} src={file.thumbnailUrl} alt="" loading="lazy" />
      ) : (
        <span className={own.thumb} aria-hidden="true" />
      )}
      <div className={`${styles.rowMain} ${own.main}`}>
        <Link className={styles.name} to={`/admin/file/${file.id}`}>
          {file.name}
        </Link>
        <span className={styles.muted}>
          {showOwner && file.user
            ? `@${file.user.username}${file.user.host ? `@${file.user.host}` : ''} · `
            : ''}
          {file.type} · {formatBytes(file.size, i18n.lang)} · {formatDate(file.createdAt, i18n.lang)}
        </span>
      </div>
      {file.isSensitive && <span className={styles.badge}>{i18n.ts.media.sensitiveBadge}</span>}
      <div className={styles.actions}>
        <Button size="small" onClick={() => void toggleSensitive().catch(() => undefined)}>
          {file.isSensitive ? i18n.ts.media.unmarkSensitive : i18n.ts.media.markSensitive}
        </Button>
        <Button size="small" variant="danger" onClick={() => void remove().catch(() => undefined)}>
          {i18n.ts.drive.delete}
        </Button>
      </div>
    </li>
  );
}
