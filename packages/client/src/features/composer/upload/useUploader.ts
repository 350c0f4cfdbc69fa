import { useCallback } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import type { DriveFile } from '../types';
import { postMultipart } from './postMultipart';
import { shrinkImage } from './shrinkImage';
import { UploadError, type UploadErrorTexts, uploadErrorFromResponse } from './uploadError';

export interface UploadOptions {
  keepOriginal: boolean;
  folderId?: string | null;
  name?: string;
  isSensitive?: boolean;
  onProgress?(loaded: number, total: number): void;
  signal?: AbortSignal;
}

export interface UploadTarget {
  origin: string;
  token: string;
}

/** Uploads one file to the account's drive: shrinks it first unless asked not to. */
export async function uploadFile(
  target: UploadTarget,
  file: File,
  options: UploadOptions,
  texts: UploadErrorTexts,
): Promise<DriveFile> {
  const body = options.keepOriginal ? file : await shrinkImage(file);
  const form = new FormData();
  // The token travels in the body, never in the URL, so it stays out of logs and history.
  form.append('i', target.token);
  form.append('force', 'true');
  if (options.folderId) form.append('folderId', options.folderId);
  if (options.isSensitive) form.append('isSensitive', 'true');
  const name = options.name ?? body.name;
  if (name) form.append('name', name);
  form.append('file', body, name || 'file');
  let answer: Awaited<ReturnType<typeof postMultipart>>;
  try {
    answer = await postMultipart(`${target.origin}/api/drive/files/create`, form, {
      onProgress: options.onProgress,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new UploadError('other', texts.failed);
  }
  if (answer.status >= 200 && answer.status < 300) {
    try {
      return JSON.parse(answer.body) as DriveFile;
    } catch {
      throw new UploadError('other', texts.failed);
    }
  }
  throw uploadErrorFromResponse(answer.status, answer.body, texts);
}

/** The current account's uploader; signed out, every call fails (spec 001 §5: no upload). */
export function useUploader(): (file: File, options: UploadOptions) => Promise<DriveFile> {
  const { account } = useAccountContext();
  const i18n = useI18n();
  const origin = account?.origin;
  const token = account?.token;
  const texts: UploadErrorTexts = {
    tooLarge: i18n.ts.composerParts.uploadTooLarge,
    inappropriate: i18n.ts.composerParts.uploadInappropriate,
    noFreeSpace: i18n.ts.composerParts.uploadNoFreeSpace,
    failed: i18n.ts.composerParts.uploadFailed,
  };
  const { tooLarge, inappropriate, noFreeSpace, failed } = texts;
  return useCallback(
    (file: File, options: UploadOptions) => {
      if (!origin || !token) return Promise.reject(new Error('Signed-out visitors cannot upload files'));
      return uploadFile({ origin, token }, file, options, { tooLarge, inappropriate, noFreeSpace, failed });
    },
    [origin, token, tooLarge, inappropriate, noFreeSpace, failed],
  );
}
