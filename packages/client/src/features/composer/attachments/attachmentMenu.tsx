import { IconAlertTriangle, IconCrop, IconCursorText, IconEye, IconTrash, IconX } from '@tabler/icons-react';
import { type AccountApi, apiWithDialog } from '@/api';
import { isOriginalSafe } from '@/features/notes/media';
import type { I18n } from '@/i18n';
import { type MenuItem, type ModalController, openConfirm, openTextInput } from '@/ui';
import type { DriveFile } from '../types';
import type { UploadOptions } from '../upload/useUploader';
import { openCropDialog } from './CropDialog';
import { showUploadError } from './uploadErrorDialog';
import type { Attachments } from './useAttachments';

export interface AttachmentMenuContext {
  api: AccountApi;
  modals: ModalController;
  i18n: I18n;
  attachments: Attachments;
  upload(file: File, options: UploadOptions): Promise<DriveFile>;
}

const CROPPABLE = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/bmp']);

/** An attachment's actions (spec 001 §6: any user may do these to the files they attach). */
export function attachmentMenuItems(file: DriveFile, context: AttachmentMenuContext): MenuItem[] {
  const { api, modals, i18n, attachments } = context;
  const texts = i18n.ts.composerParts;
  const update = async (params: { name?: string; comment?: string | null; isSensitive?: boolean }) => {
    try {
      const updated = await apiWithDialog(
        api,
        'drive/files/update',
        { fileId: file.id, ...params },
        { modals },
      );
      attachments.replace(updated);
    } catch {
      // The error dialog has been shown; the attachment keeps its previous state.
    }
  };

  const items: MenuItem[] = [
    {
      type: 'button',
      text: texts.rename,
      icon: <IconCursorText size={18} aria-hidden />,
      action: async () => {
        const answer = await openTextInput(modals, {
          title: texts.renameTitle,
          label: texts.fileName,
          default: file.name,
          minLength: 1,
        });
        if (!answer.canceled && answer.result.trim() !== '') await update({ name: answer.result.trim() });
      },
    },
    {
      type: 'button',
      text: texts.altText,
      icon: <IconEye size={18} aria-hidden />,
      action: async () => {
        const answer = await openTextInput(modals, {
          title: texts.altTextTitle,
          label: texts.altTextLabel,
          type: 'textarea',
          default: file.comment ?? '',
        });
        if (answer.canceled) return;
        // An emptied description means "none", stored as null (spec 001 §5).
        const comment = answer.result.trim() === '' ? null : answer.result;
        await update({ comment });
      },
    },
  ];
  // Cropping decodes the original in the page: not for one too large or of unknown size.
  if (CROPPABLE.has(file.type) && isOriginalSafe(file)) {
    items.push({
      type: 'button',
      text: texts.crop,
      icon: <IconCrop size={18} aria-hidden />,
      action: async () => {
        const cropped = await openCropDialog(modals, file);
        if (!cropped) return;
        try {
          const uploaded = await context.upload(cropped, {
            keepOriginal: true,
            isSensitive: file.isSensitive,
          });
          attachments.swap(file.id, uploaded);
        } catch (error) {
          await showUploadError(modals, error, {
            title: i18n.t('composerParts.uploadFailedTitle', { name: cropped.name }),
            okLabel: i18n.ts.ok,
          });
        }
      },
    });
  }
  items.push(
    {
      type: 'button',
      text: file.isSensitive ? texts.unmarkSensitive : texts.markSensitive,
      icon: <IconAlertTriangle size={18} aria-hidden />,
      action: () => void update({ isSensitive: !file.isSensitive }),
    },
    { type: 'divider' },
    {
      type: 'button',
      text: texts.removeFromNote,
      icon: <IconX size={18} aria-hidden />,
      action: () => attachments.remove(file.id),
    },
    {
      type: 'button',
      text: texts.deleteFromDrive,
      icon: <IconTrash size={18} aria-hidden />,
      danger: true,
      action: async () => {
        const sure = await openConfirm(modals, {
          title: i18n.t('composerParts.deleteConfirmTitle', { name: file.name }),
          text: texts.deleteConfirmText,
          okLabel: texts.delete,
          cancelLabel: i18n.ts.cancel,
          danger: true,
        });
        if (!sure) return;
        try {
          await apiWithDialog(api, 'drive/files/delete', { fileId: file.id }, { modals });
          attachments.remove(file.id);
        } catch {
          // The dialog already told the user; the attachment stays.
        }
      },
    },
  );
  return items;
}
