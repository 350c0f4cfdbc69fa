import { useDriveUpload } from '@/features/composer/upload';
import { DriveBrowser, DriveCapacity } from '@/features/drive';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { type RouteProps, useNavigate } from '@/router';

/** /my/drive and /my/drive/folder/{folder}: the account's drive (spec 000 §2). */
export function DrivePage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const navigate = useNavigate();
  const upload = useDriveUpload();
  const folderId = params.folder ?? null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{i18n.ts.drive.title}</h1>
      <DriveCapacity />
      <DriveBrowser
        key={folderId ?? ''}
        mode="manage"
        folderId={folderId}
        upload={upload}
        onOpenFolder={(id) => navigate(id ? `/my/drive/folder/${id}` : '/my/drive')}
      />
    </div>
  );
}
