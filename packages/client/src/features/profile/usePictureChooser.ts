import { useAccountContext } from '@/accounts';
import { callWithWaiting } from '@/api';
import { useDriveUpload, useUploader } from '@/features/composer/upload';
import { type DriveFile, pickDriveFiles, safeThumbnailUrl } from '@/features/drive';
import { isOriginalSafe } from '@/features/notes/media';
import { useI18n } from '@/i18n';
import { openAlert, useModals } from '@/ui';
import { type CropSource, openProfileCrop } from './CropDialog';
import { AVATAR_ASPECT, BANNER_ASPECT } from './cropFrame';

export type Picture = 'avatar' | 'banner';

const CROP = {
  avatar: { aspect: AVATAR_ASPECT, maxWidth: 1024 },
  banner: { aspect: BANNER_ASPECT, maxWidth: 1800 },
} as const;

/** What was chosen: a file from the device, or one already in the drive. */
export type Chosen = { kind: 'device'; file: File } | { kind: 'drive'; file: DriveFile };

/**
 * Choosing the avatar or banner: a picture from the device or the drive, cropped to its shape,
 * saved at once with i/update (as Misskey's page does), and the account updated with the answer.
 */
export function usePictureChooser() {
  const i18n = useI18n();
  const t = i18n.ts.profileSettings;
  const { api, updateMe } = useAccountContext();
  const modals = useModals();
  const upload = useUploader();
  const driveUpload = useDriveUpload();

  const save = (picture: Picture, fileId: string | null) =>
    api.call('i/update', picture === 'avatar' ? { avatarId: fileId } : { bannerId: fileId });

  const use = async (picture: Picture, chosen: Chosen) => {
    if (!chosen.file.type.startsWith('image/')) {
      await openAlert(modals, { title: t.notAnImage, okLabel: i18n.ts.ok });
      return;
    }
    // A drive file too large to decode safely in the page is used whole, uncropped.
    const croppable = chosen.kind === 'device' || isOriginalSafe(chosen.file);
    const url =
      chosen.kind === 'device' ? URL.createObjectURL(chosen.file) : safeThumbnailUrl(chosen.file.url);
    const source: CropSource | null =
      url && croppable ? { url, name: chosen.file.name, type: chosen.file.type } : null;
    try {
      const title = picture === 'avatar' ? t.cropAvatar : t.cropBanner;
      const result = source ? await openProfileCrop(modals, source, { title, ...CROP[picture] }) : 'whole';
      if (result === null) return;
      const work = (async () => {
        let fileId: string;
        if (result !== 'whole') fileId = (await upload(result, { keepOriginal: true })).id;
        else if (chosen.kind === 'drive') fileId = chosen.file.id;
        else fileId = (await upload(chosen.file, { keepOriginal: false })).id;
        return save(picture, fileId);
      })();
      updateMe(await callWithWaiting(modals, work, { endpoint: 'i/update' }));
    } catch {
      // The waiting dialog has shown why.
    } finally {
      if (chosen.kind === 'device' && url) URL.revokeObjectURL(url);
    }
  };

  const fromDrive = async (picture: Picture) => {
    const [file] = await pickDriveFiles(modals, { upload: driveUpload, single: true });
    if (file) await use(picture, { kind: 'drive', file });
  };

  const remove = async (picture: Picture) => {
    try {
      updateMe(await callWithWaiting(modals, save(picture, null), { endpoint: 'i/update' }));
    } catch {
      // Shown by the dialog.
    }
  };

  return { use, fromDrive, remove };
}
