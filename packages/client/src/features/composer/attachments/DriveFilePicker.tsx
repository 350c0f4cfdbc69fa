import { IconFile } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { Button, DialogFrame, type ModalController, useCurrentDialog } from '@/ui';
import type { DriveFile } from '../types';
import styles from './DriveFilePicker.module.css';

const PAGE_SIZE = 30;

/** A thumbnail only from http(s) URLs; anything else shows a file icon. */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, location.href);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function DriveFilePickerDialog({ exclude }: { exclude: string[] }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const { done, cancel } = useCurrentDialog<DriveFile[]>();
  const [files, setFiles] = useState<DriveFile[]>([]);
  const [more, setMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState<string | null>(null);
  const [selected, setSelected] = useState<DriveFile[]>([]);

  const load = useCallback(
    async (untilId?: string) => {
      setLoading(true);
      try {
        const page = await api.call('drive/files', { limit: PAGE_SIZE + 1, ...(untilId ? { untilId } : {}) });
        setMore(page.length > PAGE_SIZE);
        setFiles((current) => [...current, ...page.slice(0, PAGE_SIZE)]);
        setFailed(null);
      } catch (error) {
        setFailed(
          error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? error),
        );
      } finally {
        setLoading(false);
      }
    },
    [api],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const toggle = (file: DriveFile, on: boolean) =>
    setSelected((current) => (on ? [...current, file] : current.filter((f) => f.id !== file.id)));

  return (
    <DialogFrame
      title={i18n.ts.composerParts.driveTitle}
      actions={
        <>
          <Button onClick={cancel}>{i18n.ts.cancel}</Button>
          <Button variant="primary" disabled={selected.length === 0} onClick={() => done(selected)}>
            {i18n.t('composerParts.driveAttach', { count: selected.length })}
          </Button>
        </>
      }
    >
      {failed && <p role="alert">{failed}</p>}
      {!loading && !failed && files.length === 0 && (
        <p className={styles.empty}>{i18n.ts.composerParts.driveEmpty}</p>
      )}
      <ul className={styles.grid}>
        {files.map((file) => {
          const thumbnail = safeImageUrl(file.thumbnailUrl);
          const already = exclude.includes(file.id);
          return (
            <li key={file.id}>
              <label className={styles.tile} data-disabled={already || undefined}>
                <input
                  type="checkbox"
                  className={styles.check}
                  checked={already || selected.some((f) => f.id === file.id)}
                  disabled={already}
                  onChange={(event) => toggle(file, event.currentTarget.checked)}
                />
                <span className={styles.thumb}>
                  {thumbnail ? (
                    <img src={thumbnail} alt="" loading="lazy" />
                  ) : (
                    <IconFile size={32} aria-hidden />
                  )}
                </span>
                <span className={styles.name}>{file.name}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {more && (
        <Button busy={loading} onClick={() => void load(files.at(-1)?.id)} fullWidth>
          {i18n.ts.composerParts.driveLoadMore}
        </Button>
      )}
    </DialogFrame>
  );
}

/** Lets the user pick files already in their drive; resolves with them (empty when cancelled). */
export async function pickDriveFiles(modals: ModalController, exclude: string[]): Promise<DriveFile[]> {
  const outcome = await modals.open<DriveFile[]>(() => <DriveFilePickerDialog exclude={exclude} />);
  return outcome.canceled ? [] : outcome.result;
}
