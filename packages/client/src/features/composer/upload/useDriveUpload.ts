import { useCallback } from 'react';
import type { DriveUpload } from '@/features/drive';
import { useSetting } from '@/settings';
import { useUploader } from './useUploader';

/** The account's uploader as the drive browser takes it, honouring "keep original" (/settings/drive). */
export function useDriveUpload(): DriveUpload {
  const upload = useUploader();
  const [keepOriginal] = useSetting('keepOriginalUploading');
  return useCallback<DriveUpload>(
    (file, options) =>
      upload(file, {
        keepOriginal,
        folderId: options.folderId,
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      }),
    [upload, keepOriginal],
  );
}
