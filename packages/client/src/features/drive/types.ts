import type * as Misskey from 'misskey-js';

export type DriveFile = Misskey.entities.DriveFile;
export type DriveFolder = Misskey.entities.DriveFolder;

/** drive/files' orders; `+` is descending, as Misskey reads them (`+size`: largest first). */
export type DriveSort = '+createdAt' | '-createdAt' | '+name' | '-name' | '+size' | '-size';

export interface DriveUploadOptions {
  folderId: string | null;
  onProgress?(loaded: number, total: number): void;
}

/**
 * Uploads one file into the drive. Handed in by the page (the composer owns the uploader,
 * and the composer uses this feature, so the feature cannot import it back).
 */
export type DriveUpload = (file: File, options: DriveUploadOptions) => Promise<DriveFile>;

/** What a drag or a selection carries: files and folders by id. */
export interface DriveItems {
  files: DriveFile[];
  folders: DriveFolder[];
}
