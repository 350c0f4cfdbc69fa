import type { DriveFile, DriveFolder, DriveSort } from './types';

/** One folder's contents as shown: folders first (newest first), then files in the chosen order. */
export interface Listing {
  folders: DriveFolder[];
  files: DriveFile[];
  /** What the next page fetches: more folders, then files, then nothing. */
  next: 'folders' | 'files' | 'done';
}

export const EMPTY_LISTING: Listing = { folders: [], files: [], next: 'folders' };

function compareFiles(sort: DriveSort, a: DriveFile, b: DriveFile): number {
  const sign = sort.startsWith('+') ? -1 : 1;
  const key = sort.slice(1);
  let order = 0;
  if (key === 'name') order = a.name.localeCompare(b.name);
  else if (key === 'size') order = a.size - b.size;
  if (order === 0) order = a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  return order * sign;
}

/**
 * A file that arrived (uploaded here or in another tab, or moved in) goes where the order puts
 * it; a file past the last one loaded is left for paging to bring, so nothing shows twice.
 */
export function placeFile(listing: Listing, sort: DriveSort, file: DriveFile): Listing {
  const files = listing.files.filter((f) => f.id !== file.id);
  const index = files.findIndex((f) => compareFiles(sort, file, f) < 0);
  if (index === -1 && listing.next !== 'done') return { ...listing, files };
  files.splice(index === -1 ? files.length : index, 0, file);
  return { ...listing, files };
}

export function placeFolder(listing: Listing, folder: DriveFolder): Listing {
  const folders = listing.folders.filter((f) => f.id !== folder.id);
  const index = folders.findIndex((f) => f.id < folder.id);
  folders.splice(index === -1 ? folders.length : index, 0, folder);
  return { ...listing, folders };
}

export function dropItems(listing: Listing, fileIds: Iterable<string>, folderIds: Iterable<string>): Listing {
  const files = new Set(fileIds);
  const folders = new Set(folderIds);
  return {
    ...listing,
    files: listing.files.filter((f) => !files.has(f.id)),
    folders: listing.folders.filter((f) => !folders.has(f.id)),
  };
}

/** A file changed somewhere: kept (and re-placed) if it is still in this folder, dropped if not. */
export function applyFileUpdate(
  listing: Listing,
  sort: DriveSort,
  folderId: string | null,
  file: DriveFile,
): Listing {
  if ((file.folderId ?? null) !== folderId) return dropItems(listing, [file.id], []);
  return placeFile(listing, sort, file);
}

export function applyFolderUpdate(listing: Listing, parentId: string | null, folder: DriveFolder): Listing {
  if ((folder.parentId ?? null) !== parentId) return dropItems(listing, [], [folder.id]);
  return placeFolder(listing, folder);
}
