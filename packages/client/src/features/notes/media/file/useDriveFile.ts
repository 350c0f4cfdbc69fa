import type * as Misskey from 'misskey-js';
import { useCallback, useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { apiWithDialog, describeApiError, openApiErrorDialog } from '@/api';
import { useI18n } from '@/i18n';
import { useModals, useToast } from '@/ui';

type DriveFile = Misskey.entities.DriveFile;
type UpdateParams = Omit<Misskey.entities.DriveFilesUpdateRequest, 'fileId'>;

export type DriveFileState =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; file: DriveFile }
  | { kind: 'deleted' };

// Misskey answers both for a missing file and for someone else's: neither is the viewer's to see.
const NOT_FOUND_CODES = new Set(['NO_SUCH_FILE', 'ACCESS_DENIED']);

/** Loads one drive file (`drive/files/show`) and changes it: update, rename, delete. */
export function useDriveFile(fileId: string) {
  const i18n = useI18n();
  const modals = useModals();
  const toast = useToast();
  const { api } = useAccountContext();
  const [state, setState] = useState<DriveFileState>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const file = await api.call('drive/files/show', { fileId });
      setState({ kind: 'ready', file });
    } catch (error) {
      const code = (error as { code?: string } | null)?.code;
      if (code && NOT_FOUND_CODES.has(code)) setState({ kind: 'notFound' });
      else setState({ kind: 'failed', message: describeApiError(error, i18n).text });
    }
  }, [api, fileId, i18n]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Saves `params`; resolves true once the server has the change (the page shows its answer). */
  const update = useCallback(
    async (params: UpdateParams, doneMessage: string): Promise<boolean> => {
      try {
        const file = await api.call('drive/files/update', { fileId, ...params });
        setState({ kind: 'ready', file });
        toast(doneMessage);
        return true;
      } catch (error) {
        void openApiErrorDialog(modals, error, { endpoint: 'drive/files/update' });
        return false;
      }
    },
    [api, fileId, modals, toast],
  );

  const remove = useCallback(async (): Promise<boolean> => {
    try {
      await apiWithDialog(api, 'drive/files/delete', { fileId }, { modals });
    } catch {
      return false; // The error dialog has already explained it.
    }
    setState({ kind: 'deleted' });
    return true;
  }, [api, fileId, modals]);

  return { state, reload: load, update, remove };
}
