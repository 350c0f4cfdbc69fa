import { type AccountApi, apiWithDialog } from '@/api';
import type { I18n } from '@/i18n';
import { type ModalController, openConfirm, openTextInput } from '@/ui';
import type { DriveFile, DriveFolder, DriveItems } from './types';

export interface DriveActionContext {
  api: AccountApi;
  modals: ModalController;
  i18n: I18n;
}

/** Asks for a name and makes the folder inside `parentId`; null when cancelled or refused. */
export async function createFolder(
  ctx: DriveActionContext,
  parentId: string | null,
): Promise<DriveFolder | null> {
  const t = ctx.i18n.ts.drive;
  const answer = await openTextInput(ctx.modals, {
    title: t.newFolder,
    label: t.folderName,
    minLength: 1,
    maxLength: 200,
  });
  if (answer.canceled || answer.result.trim() === '') return null;
  try {
    return await apiWithDialog(
      ctx.api,
      'drive/folders/create',
      { name: answer.result.trim(), parentId },
      ctx,
    );
  } catch {
    return null;
  }
}

/** Asks for a new name (the dialog shows the current one); null when cancelled or left empty. */
async function askName(ctx: DriveActionContext, label: string, current: string): Promise<string | null> {
  const answer = await openTextInput(ctx.modals, {
    title: ctx.i18n.ts.drive.rename,
    label,
    default: current,
    minLength: 1,
    maxLength: 200,
  });
  return answer.canceled || answer.result.trim() === '' ? null : answer.result.trim();
}

export async function renameFolder(
  ctx: DriveActionContext,
  folder: DriveFolder,
): Promise<DriveFolder | null> {
  const name = await askName(ctx, ctx.i18n.ts.drive.folderName, folder.name);
  if (name === null) return null;
  try {
    return await apiWithDialog(ctx.api, 'drive/folders/update', { folderId: folder.id, name }, ctx);
  } catch {
    return null;
  }
}

export async function renameFile(ctx: DriveActionContext, file: DriveFile): Promise<DriveFile | null> {
  const name = await askName(ctx, ctx.i18n.ts.drive.fileName, file.name);
  if (name === null) return null;
  try {
    return await apiWithDialog(ctx.api, 'drive/files/update', { fileId: file.id, name }, ctx);
  } catch {
    return null;
  }
}

/**
 * Moves files (one call) and folders (one call each) into `target` (null: the top level).
 * Resolves with what moved; a refused folder move (into itself or below) shows its dialog.
 */
export async function moveItems(
  ctx: DriveActionContext,
  items: DriveItems,
  target: string | null,
): Promise<DriveItems> {
  const moved: DriveItems = { files: [], folders: [] };
  const files = items.files.filter((f) => (f.folderId ?? null) !== target);
  try {
    if (files.length > 0) {
      await apiWithDialog(
        ctx.api,
        'drive/files/move-bulk',
        { fileIds: files.map((f) => f.id), folderId: target },
        ctx,
      );
      moved.files = files.map((f) => ({ ...f, folderId: target }));
    }
    for (const folder of items.folders) {
      if (folder.id === target || (folder.parentId ?? null) === target) continue;
      moved.folders.push(
        await apiWithDialog(ctx.api, 'drive/folders/update', { folderId: folder.id, parentId: target }, ctx),
      );
    }
  } catch {
    // The dialog said why; what moved before the refusal stays moved.
  }
  return moved;
}

/**
 * Deletes files and folders after one confirmation. A folder must be empty (the server
 * refuses otherwise and the dialog says so). Resolves with what was deleted.
 */
export async function deleteItems(ctx: DriveActionContext, items: DriveItems): Promise<DriveItems> {
  const t = ctx.i18n.ts.drive;
  const count = items.files.length + items.folders.length;
  if (count === 0) return { files: [], folders: [] };
  const only = items.files[0]?.name ?? items.folders[0]?.name ?? '';
  const sure = await openConfirm(ctx.modals, {
    title:
      count === 1
        ? ctx.i18n.t('drive.deleteOneTitle', { name: only })
        : ctx.i18n.t('drive.deleteManyTitle', { n: count }),
    text: items.folders.length > 0 ? t.deleteFolderHint : t.deleteFileHint,
    okLabel: t.delete,
    cancelLabel: ctx.i18n.ts.cancel,
    danger: true,
  });
  const deleted: DriveItems = { files: [], folders: [] };
  if (!sure) return deleted;
  try {
    for (const file of items.files) {
      await apiWithDialog(ctx.api, 'drive/files/delete', { fileId: file.id }, ctx);
      deleted.files.push(file);
    }
    for (const folder of items.folders) {
      await apiWithDialog(ctx.api, 'drive/folders/delete', { folderId: folder.id }, ctx);
      deleted.folders.push(folder);
    }
  } catch {
    // Shown already; the rest stays.
  }
  return deleted;
}
