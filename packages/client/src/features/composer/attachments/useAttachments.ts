import { useCallback, useMemo, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { useSetting } from '@/settings';
import { useMainChannelEvent } from '@/stream';
import { useModals } from '@/ui';
import type { DriveFile } from '../types';
import { useUploader } from '../upload/useUploader';
import { showUploadError } from './uploadErrorDialog';

export interface UploadingFile {
  id: string;
  name: string;
  loaded: number;
  total: number;
}

export interface Attachments {
  files: DriveFile[];
  uploading: UploadingFile[];
  /** Uploads and attaches; resolves per file with its drive file, or null when it failed. */
  add(files: File[]): Promise<(DriveFile | null)[]>;
  addDriveFiles(files: DriveFile[]): void;
  remove(fileId: string): void;
  replace(file: DriveFile): void;
  set(files: DriveFile[]): void;
  keepOriginal: boolean;
  setKeepOriginal(value: boolean): void;
  /** Asks the server to fetch a URL into the drive; the file is attached when it arrives. */
  addFromUrl(url: string): Promise<void>;
  /** Puts `file` where the attachment `oldId` was (a cropped copy replacing its original). */
  swap(oldId: string, file: DriveFile): void;
}

function randomId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`
  );
}

/**
 * The files attached to a note and those still uploading (spec 001 §4: each upload is listed
 * with its progress and leaves the list on success or failure).
 */
export function useAttachments(initial: DriveFile[] = []): Attachments {
  const { api } = useAccountContext();
  const modals = useModals();
  const i18n = useI18n();
  const upload = useUploader();
  const [files, setFiles] = useState<DriveFile[]>(initial);
  const [uploading, setUploading] = useState<UploadingFile[]>([]);
  const [keepOriginal, setKeepOriginal] = useSetting('keepOriginalUploading');
  const [folderId] = useSetting('uploadFolder');
  // Markers of URL uploads this form asked for; their files arrive on the main stream.
  const urlMarkers = useRef(new Set<string>());

  useMainChannelEvent('urlUploadFinished', ({ marker, file }) => {
    if (!marker || !urlMarkers.current.has(marker)) return;
    urlMarkers.current.delete(marker);
    setFiles((current) => (current.some((f) => f.id === file.id) ? current : [...current, file]));
  });

  const uploadFailedTitle = i18n.ts.composerParts.uploadFailedTitle;
  const okLabel = i18n.ts.ok;

  const add = useCallback(
    (chosen: File[]) =>
      Promise.all(
        chosen.map((file) => {
          const id = randomId();
          setUploading((current) => [...current, { id, name: file.name, loaded: 0, total: file.size }]);
          return upload(file, {
            keepOriginal,
            folderId,
            onProgress: (loaded, total) =>
              setUploading((current) => current.map((u) => (u.id === id ? { ...u, loaded, total } : u))),
          })
            .then((driveFile) => {
              setFiles((current) => [...current, driveFile]);
              return driveFile;
            })
            .catch((error: unknown) => {
              void showUploadError(modals, error, {
                title: uploadFailedTitle.replace('{name}', () => file.name),
                okLabel,
              });
              return null;
            })
            .finally(() => setUploading((current) => current.filter((u) => u.id !== id)));
        }),
      ),
    [upload, keepOriginal, folderId, modals, uploadFailedTitle, okLabel],
  );

  const addDriveFiles = useCallback((more: DriveFile[]) => {
    setFiles((current) => [...current, ...more.filter((file) => !current.some((f) => f.id === file.id))]);
  }, []);
  const remove = useCallback(
    (fileId: string) => setFiles((current) => current.filter((f) => f.id !== fileId)),
    [],
  );
  const replace = useCallback(
    (file: DriveFile) => setFiles((current) => current.map((f) => (f.id === file.id ? file : f))),
    [],
  );
  const swap = useCallback(
    (oldId: string, file: DriveFile) =>
      setFiles((current) => current.map((f) => (f.id === oldId ? file : f))),
    [],
  );
  const addFromUrl = useCallback(
    async (url: string) => {
      const marker = randomId();
      urlMarkers.current.add(marker);
      try {
        await api.call('drive/files/upload-from-url', { url, folderId, marker, force: true });
      } catch (error) {
        urlMarkers.current.delete(marker);
        throw error;
      }
    },
    [api, folderId],
  );

  return useMemo(
    () => ({
      files,
      uploading,
      add,
      addDriveFiles,
      remove,
      replace,
      set: setFiles,
      keepOriginal,
      setKeepOriginal,
      addFromUrl,
      swap,
    }),
    [files, uploading, add, addDriveFiles, remove, replace, keepOriginal, setKeepOriginal, addFromUrl, swap],
  );
}
