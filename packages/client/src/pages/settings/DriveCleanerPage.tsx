import { IconFile } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { DriveCapacity, type DriveFile, deleteItems, safeThumbnailUrl } from '@/features/drive';
import { formatBytes } from '@/features/notes/media';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import { Button, useModals } from '@/ui';
import own from './DriveCleanerPage.module.css';

const PAGE_SIZE = 30;

/**
 * /settings/drive/cleaner: the drive's top-level files, largest first (`drive/files` sorted
 * `+size`, as Misskey's cleaner asks), to tick several and delete them at once.
 */
export function DriveCleanerPage() {
  const i18n = useI18n();
  const t = i18n.ts.driveSettings;
  const { api } = useAccountContext();
  const modals = useModals();
  const [files, setFiles] = useState<DriveFile[]>([]);
  const [more, setMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);

  const load = useCallback(
    async (after?: string) => {
      setLoading(true);
      try {
        const page = await api.call('drive/files', {
          sort: '+size',
          limit: PAGE_SIZE,
          ...(after ? { untilId: after } : {}),
        });
        setFiles((current) => [...current, ...page.filter((f) => !current.some((g) => g.id === f.id))]);
        setMore(page.length === PAGE_SIZE);
        setError(null);
      } catch (caught) {
        setError(describeApiError(caught, i18n).text);
      } finally {
        setLoading(false);
      }
    },
    [api, i18n],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const chosenFiles = useMemo(() => files.filter((f) => chosen.includes(f.id)), [files, chosen]);
  const chosenBytes = chosenFiles.reduce((sum, f) => sum + f.size, 0);

  const remove = async () => {
    const deleted = await deleteItems({ api, modals, i18n }, { files: chosenFiles, folders: [] });
    const gone = new Set(deleted.files.map((f) => f.id));
    setFiles((current) => current.filter((f) => !gone.has(f.id)));
    setChosen((current) => current.filter((id) => !gone.has(id)));
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.cleanerTitle}</h1>
      <p className={styles.lead}>{t.cleanerLead}</p>
      <DriveCapacity />
      <div className={own.bar}>
        <span role="status">
          {i18n.t('driveSettings.chosen', {
            n: chosenFiles.length,
            size: formatBytes(chosenBytes, i18n.lang),
          })}
        </span>
        <Button variant="danger" disabled={chosenFiles.length === 0} onClick={() => void remove()}>
          {t.deleteChosen}
        </Button>
      </div>
      {error && <p role="alert">{error}</p>}
      {!loading && files.length === 0 && !error && <p className={styles.muted}>{t.cleanerEmpty}</p>}
      <ul className={own.list} aria-label={t.largestFiles}>
        {files.map((file) => {
          const thumbnail = safeThumbnailUrl(file.thumbnailUrl);
          return (
            <li key={file.id} className={own.row}>
              <input
                type="checkbox"
                aria-label={i18n.t('drive.select', { name: file.name })}
                checked={chosen.includes(file.id)}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setChosen((current) =>
                    on ? [...current, file.id] : current.filter((id) => id !== file.id),
                  );
                }}
              />
              <span className={own.thumb} aria-hidden>
                {thumbnail ? <img src={thumbnail} alt="" loading="lazy" /> : <IconFile size={22} />}
              </span>
              <Link to={`/my/drive/file/${file.id}`} className={own.name}>
                {file.name}
              </Link>
              <span className={own.size}>{formatBytes(file.size, i18n.lang)}</span>
            </li>
          );
        })}
      </ul>
      {loading && <p className={styles.muted}>{i18n.ts.loading}</p>}
      {more && !loading && (
        <Button onClick={() => void load(files.at(-1)?.id)}>{i18n.ts.drive.loadMore}</Button>
      )}
    </div>
  );
}
