import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import type { DriveFolder } from './types';

/** The folders from the top level down to `folderId` (empty at the top), for the breadcrumbs. */
export function useFolderPath(folderId: string | null): { path: DriveFolder[]; missing: boolean } {
  const { api } = useAccountContext();
  const [state, setState] = useState<{ path: DriveFolder[]; missing: boolean }>({ path: [], missing: false });
  useEffect(() => {
    let live = true;
    if (folderId === null) {
      setState({ path: [], missing: false });
      return;
    }
    void (async () => {
      const path: DriveFolder[] = [];
      let next: string | null = folderId;
      // Bounded: a corrupt cycle on a server must not loop forever.
      for (let depth = 0; next !== null && depth < 50; depth++) {
        try {
          const folder: DriveFolder = await api.call('drive/folders/show', { folderId: next });
          path.unshift(folder);
          next = folder.parentId ?? null;
        } catch {
          if (live) setState({ path, missing: depth === 0 });
          return;
        }
      }
      if (live) setState({ path, missing: false });
    })();
    return () => {
      live = false;
    };
  }, [api, folderId]);
  return state;
}
