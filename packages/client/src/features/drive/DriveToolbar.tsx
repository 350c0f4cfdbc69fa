import { IconFolderPlus, IconLink, IconUpload } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { useI18n } from '@/i18n';
import { Button, MenuButton } from '@/ui';
import styles from './Drive.module.css';
import type { DriveSort } from './types';

const SORTS: DriveSort[] = ['+createdAt', '-createdAt', '-name', '+name', '+size', '-size'];

export function DriveToolbar(props: {
  sort: DriveSort;
  onSort(sort: DriveSort): void;
  /** Null hides uploading (the picker without an uploader). */
  onUploadFiles: ((files: File[]) => void) | null;
  onUploadUrl: (() => void) | null;
  onNewFolder: (() => void) | null;
}) {
  const i18n = useI18n();
  const t = i18n.ts.drive;
  const input = useRef<HTMLInputElement>(null);
  const sortId = useId();
  const sortLabels: Record<DriveSort, string> = {
    '+createdAt': t.sortNewest,
    '-createdAt': t.sortOldest,
    '-name': t.sortNameAz,
    '+name': t.sortNameZa,
    '+size': t.sortLargest,
    '-size': t.sortSmallest,
  };
  const { onUploadFiles, onUploadUrl } = props;
  return (
    <div className={styles.toolbar}>
      {onUploadFiles && (
        <MenuButton
          label={t.upload}
          className={styles.toolButton}
          items={[
            {
              type: 'button',
              text: t.fromDevice,
              icon: <IconUpload size={18} aria-hidden />,
              action: () => input.current?.click(),
            },
            ...(onUploadUrl
              ? [
                  {
                    type: 'button' as const,
                    text: t.fromUrl,
                    icon: <IconLink size={18} aria-hidden />,
                    action: onUploadUrl,
                  },
                ]
              : []),
          ]}
        >
          <IconUpload size={18} aria-hidden />
          {/* Shown for the eye; the hidden label already gives the button this name. */}
          <span aria-hidden>{t.upload}</span>
        </MenuButton>
      )}
      {onUploadFiles && (
        <input
          ref={input}
          type="file"
          multiple
          hidden
          data-testid="drive-file-input"
          onChange={(event) => {
            const chosen = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            if (chosen.length > 0) onUploadFiles(chosen);
          }}
        />
      )}
      {props.onNewFolder && (
        <Button onClick={props.onNewFolder}>
          <IconFolderPlus size={18} aria-hidden />
          {t.newFolder}
        </Button>
      )}
      <label className={styles.sort} htmlFor={sortId}>
        <span>{t.sort}</span>
        <select
          id={sortId}
          value={props.sort}
          onChange={(event) => props.onSort(event.currentTarget.value as DriveSort)}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
