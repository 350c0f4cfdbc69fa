import { useCallback, useEffect, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import { useChannel } from '@/stream';
import {
  applyFileUpdate,
  applyFolderUpdate,
  dropItems,
  EMPTY_LISTING,
  type Listing,
  placeFile,
  placeFolder,
} from './listing';
import type { DriveFile, DriveFolder, DriveSort } from './types';

const PAGE_SIZE = 30;

export interface DriveListing extends Listing {
  loading: boolean;
  error: string | null;
  loadMore(): void;
  reload(): void;
  /** Local changes after an action of this tab (the drive channel repeats them, harmlessly). */
  upsertFile(file: DriveFile): void;
  upsertFolder(folder: DriveFolder): void;
  remove(fileIds: Iterable<string>, folderIds: Iterable<string>): void;
}

/**
 * One folder of the account's drive, a page at a time (folders first, then files paged by
 * untilId in the chosen order), kept current by the `drive` channel so another tab's uploads,
 * moves and deletions show here without a reload.
 */
export function useDriveListing(folderId: string | null, sort: DriveSort, fileType?: string): DriveListing {
  const { api } = useAccountContext();
  const i18n = useI18n();
  const [listing, setListing] = useState<Listing>(EMPTY_LISTING);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  // The listing a page request started from: a request for an old folder or order is dropped.
  const generation = useRef(0);
  const busy = useRef(false);
  const current = useRef(listing);
  current.current = listing;

  const fetchPage = useCallback(
    async (from: Listing, gen: number) => {
      if (busy.current || from.next === 'done') return;
      busy.current = true;
      setLoading(true);
      try {
        let next: Listing;
        if (from.next === 'folders') {
          const untilId = from.folders.at(-1)?.id;
          const page = await api.call('drive/folders', {
            folderId,
            limit: PAGE_SIZE,
            ...(untilId ? { untilId } : {}),
          });
          next = {
            ...from,
            folders: [...from.folders, ...page.filter((f) => !from.folders.some((g) => g.id === f.id))],
            next: page.length < PAGE_SIZE ? 'files' : 'folders',
          };
        } else {
          const untilId = from.files.at(-1)?.id;
          const page = await api.call('drive/files', {
            folderId,
            sort,
            limit: PAGE_SIZE,
            ...(fileType ? { type: fileType } : {}),
            ...(untilId ? { untilId } : {}),
          });
          next = {
            ...from,
            files: [...from.files, ...page.filter((f) => !from.files.some((g) => g.id === f.id))],
            next: page.length < PAGE_SIZE ? 'done' : 'files',
          };
        }
        if (gen !== generation.current) return;
        setListing(next);
        setError(null);
      } catch (caught) {
        if (gen === generation.current) setError(describeApiError(caught, i18n).text);
      } finally {
        busy.current = false;
        if (gen === generation.current) setLoading(false);
      }
    },
    [api, folderId, sort, fileType, i18n],
  );

  const reload = useCallback(() => {
    generation.current += 1;
    busy.current = false;
    setListing(EMPTY_LISTING);
    void fetchPage(EMPTY_LISTING, generation.current);
  }, [fetchPage]);

  useEffect(() => {
    reload();
  }, [reload]);

  // A short first page of folders leaves room on screen: go on to the files at once.
  useEffect(() => {
    if (!loading && !error && listing.next === 'files' && listing.files.length === 0) {
      void fetchPage(listing, generation.current);
    }
  }, [listing, loading, error, fetchPage]);

  const loadMore = useCallback(() => {
    void fetchPage(current.current, generation.current);
  }, [fetchPage]);

  const matchesType = (file: DriveFile) =>
    !fileType ||
    (fileType.endsWith('/*') ? file.type.startsWith(fileType.slice(0, -1)) : file.type === fileType);

  useChannel('drive', {
    fileCreated: (file) => {
      if ((file.folderId ?? null) === folderId && matchesType(file))
        setListing((l) => placeFile(l, sort, file));
    },
    fileUpdated: (file) => {
      if (matchesType(file)) setListing((l) => applyFileUpdate(l, sort, folderId, file));
    },
    fileDeleted: (id) => setListing((l) => dropItems(l, [id], [])),
    folderCreated: (folder) => {
      if ((folder.parentId ?? null) === folderId) setListing((l) => placeFolder(l, folder));
    },
    folderUpdated: (folder) => setListing((l) => applyFolderUpdate(l, folderId, folder)),
    folderDeleted: (id) => setListing((l) => dropItems(l, [], [id])),
  });

  return {
    ...listing,
    loading,
    error,
    loadMore,
    reload,
    upsertFile: (file) => setListing((l) => applyFileUpdate(l, sort, folderId, file)),
    upsertFolder: (folder) => setListing((l) => applyFolderUpdate(l, folderId, folder)),
    remove: (fileIds, folderIds) => setListing((l) => dropItems(l, fileIds, folderIds)),
  };
}
