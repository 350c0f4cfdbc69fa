import { useCallback, useState } from 'react';
import type { I18n } from '@/i18n';
import { type ModalController, openAlert } from '@/ui';
import type { DriveFile, DriveUpload } from './types';

export interface UploadProgress {
  id: string;
  name: string;
  loaded: number;
  total: number;
}

let nextUpload = 0;

/**
 * Uploads into one folder with a progress entry per file; a failure tells which file and why
 * (the uploader's errors carry a translated message).
 */
export function useUploads(
  upload: DriveUpload | undefined,
  modals: ModalController,
  i18n: I18n,
  onUploaded: (file: DriveFile) => void,
) {
  const [uploads, setUploads] = useState<UploadProgress[]>([]);
  const start = useCallback(
    (files: File[], folderId: string | null) => {
      if (!upload) return;
      for (const file of files) {
        const id = `u${nextUpload++}`;
        setUploads((list) => [...list, { id, name: file.name, loaded: 0, total: file.size }]);
        upload(file, {
          folderId,
          onProgress: (loaded, total) =>
            setUploads((list) => list.map((u) => (u.id === id ? { ...u, loaded, total } : u))),
        })
          .then(onUploaded)
          .catch((error: unknown) => {
            if (error instanceof DOMException && error.name === 'AbortError') return;
            void openAlert(modals, {
              title: i18n.t('drive.uploadFailed', { name: file.name }),
              text: error instanceof Error ? error.message : undefined,
              okLabel: i18n.ts.ok,
            });
          })
          .finally(() => setUploads((list) => list.filter((u) => u.id !== id)));
      }
    },
    [upload, modals, i18n, onUploaded],
  );
  return { uploads, start };
}
