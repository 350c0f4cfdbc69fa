import { IconChevronRight, IconFolder } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import { Button, DialogFrame, type ModalController, useCurrentDialog } from '@/ui';
import styles from './Drive.module.css';
import type { DriveFolder } from './types';

interface ChooserProps {
  title: string;
  okLabel: string;
  /** Folders that cannot be chosen or entered (those being moved: not into themselves). */
  excluded: readonly string[];
}

/**
 * Picks a folder by walking the tree with buttons: the keyboard's way to move things (drag
 * and drop is the pointer's), and the default upload folder's picker.
 */
function FolderChooserDialog({ title, okLabel, excluded }: ChooserProps) {
  const i18n = useI18n();
  const t = i18n.ts.drive;
  const { api } = useAccountContext();
  const { done, cancel } = useCurrentDialog<{ folder: DriveFolder | null }>();
  const [path, setPath] = useState<DriveFolder[]>([]);
  const [children, setChildren] = useState<DriveFolder[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const here = path.at(-1) ?? null;

  useEffect(() => {
    let live = true;
    setChildren(null);
    api
      .call('drive/folders', { folderId: here?.id ?? null, limit: 100 })
      .then((page) => live && setChildren(page))
      .catch((caught: unknown) => live && setError(describeApiError(caught, i18n).text));
    return () => {
      live = false;
    };
  }, [api, here, i18n]);

  return (
    <DialogFrame
      title={title}
      actions={
        <>
          <Button onClick={cancel}>{i18n.ts.cancel}</Button>
          <Button variant="primary" onClick={() => done({ folder: here })}>
            {okLabel}
          </Button>
        </>
      }
    >
      <nav aria-label={t.breadcrumbs}>
        <ol className={styles.crumbs}>
          <li>
            <button
              type="button"
              className={styles.crumb}
              onClick={() => setPath([])}
              aria-current={here ? undefined : 'location'}
            >
              {t.title}
            </button>
          </li>
          {path.map((folder, index) => (
            <li key={folder.id}>
              <IconChevronRight size={14} aria-hidden />
              <button
                type="button"
                className={styles.crumb}
                onClick={() => setPath(path.slice(0, index + 1))}
                aria-current={index === path.length - 1 ? 'location' : undefined}
              >
                {folder.name}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {error && <p role="alert">{error}</p>}
      {children === null && !error && <p className={styles.muted}>{i18n.ts.loading}</p>}
      {children?.length === 0 && <p className={styles.muted}>{t.noSubfolders}</p>}
      <ul className={styles.chooserList}>
        {children
          ?.filter((f) => !excluded.includes(f.id))
          .map((folder) => (
            <li key={folder.id}>
              <button type="button" className={styles.chooserItem} onClick={() => setPath([...path, folder])}>
                <IconFolder size={18} aria-hidden />
                <span>{folder.name}</span>
              </button>
            </li>
          ))}
      </ul>
    </DialogFrame>
  );
}

/** Resolves with the chosen folder ({folder: null} is the top level), or null when cancelled. */
export async function chooseFolder(
  modals: ModalController,
  options: ChooserProps,
): Promise<{ folder: DriveFolder | null } | null> {
  const outcome = await modals.open<{ folder: DriveFolder | null }>(() => (
    <FolderChooserDialog {...options} />
  ));
  return outcome.canceled ? null : outcome.result;
}
