import { useState } from 'react';
import { useI18n } from '@/i18n';
import { Button, DialogFrame, type ModalController, useCurrentDialog } from '@/ui';
import styles from './Drive.module.css';
import { LazyDriveBrowser } from './LazyDriveBrowser';
import type { DriveFile, DriveUpload } from './types';

interface PickerProps {
  exclude: readonly string[];
  upload?: DriveUpload;
  /** Picking one file for a purpose (a banner, an avatar): "Choose" instead of "Attach (n)". */
  single?: boolean;
  /** Only files of this MIME type (`audio/*` for a sound). */
  type?: string;
}

function DrivePickerDialog({ exclude, upload, single, type }: PickerProps) {
  const i18n = useI18n();
  const { done, cancel } = useCurrentDialog<DriveFile[]>();
  const [folderId, setFolderId] = useState<string | null>(null);
  const [picked, setPicked] = useState<DriveFile[]>([]);
  return (
    <DialogFrame
      title={i18n.ts.drive.pickTitle}
      actions={
        <>
          <Button onClick={cancel}>{i18n.ts.cancel}</Button>
          <Button
            variant="primary"
            disabled={picked.length === 0 || (single && picked.length > 1)}
            onClick={() => done(picked)}
          >
            {single ? i18n.ts.drive.choose : i18n.t('drive.attach', { n: picked.length })}
          </Button>
        </>
      }
    >
      <div className={styles.picker}>
        <LazyDriveBrowser
          mode="pick"
          folderId={folderId}
          onOpenFolder={setFolderId}
          onPickedChange={setPicked}
          exclude={exclude}
          {...(type ? { fileType: type } : {})}
          {...(upload ? { upload } : {})}
        />
      </div>
    </DialogFrame>
  );
}

/**
 * The drive browser as a picker: walk the folders, tick files, confirm. Resolves with the
 * chosen files (empty when cancelled).
 */
export async function pickDriveFiles(
  modals: ModalController,
  options: { exclude?: readonly string[]; upload?: DriveUpload; single?: boolean; type?: string } = {},
): Promise<DriveFile[]> {
  const outcome = await modals.open<DriveFile[]>(() => (
    <DrivePickerDialog
      exclude={options.exclude ?? []}
      single={options.single === true}
      {...(options.type ? { type: options.type } : {})}
      {...(options.upload ? { upload: options.upload } : {})}
    />
  ));
  return outcome.canceled ? [] : outcome.result;
}
