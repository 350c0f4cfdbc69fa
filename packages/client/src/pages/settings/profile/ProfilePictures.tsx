import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { useAccountContext, useSignedInAccount } from '@/accounts';
import { callWithWaiting } from '@/api';
import { useUploader } from '@/features/composer/upload';
import { type DriveFile, pickDriveFiles, safeThumbnailUrl } from '@/features/drive';
import { isOriginalSafe } from '@/features/notes/media';
import { useI18n } from '@/i18n';
import { useDriveUpload } from '@/pages/drive/useDriveUpload';
import { Button, openAlert, useModals } from '@/ui';
import { UserAvatar } from '@/users/UserAvatar';
import { type CropSource, openProfileCrop } from './CropDialog';
import { AVATAR_ASPECT, BANNER_ASPECT } from './cropFrame';
import styles from './Profile.module.css';

type Picture = 'avatar' | 'banner';

const CROP = {
  avatar: { aspect: AVATAR_ASPECT, maxWidth: 1024 },
  banner: { aspect: BANNER_ASPECT, maxWidth: 1800 },
} as const;

/** What was chosen: a file from the device, or one already in the drive. */
type Chosen = { kind: 'device'; file: File } | { kind: 'drive'; file: DriveFile };

/**
 * The avatar and banner, each chosen from the device or the drive, cropped to its shape, and
 * saved at once with i/update (as Misskey's page does), apart from the form below.
 */
export function ProfilePictures() {
  const i18n = useI18n();
  const t = i18n.ts.profileSettings;
  const account = useSignedInAccount();
  const { api, updateMe } = useAccountContext();
  const modals = useModals();
  const upload = useUploader();
  const driveUpload = useDriveUpload();
  const inputs = { avatar: useRef<HTMLInputElement>(null), banner: useRef<HTMLInputElement>(null) };

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

  const controls = (picture: Picture) => {
    const texts =
      picture === 'avatar'
        ? { upload: t.uploadAvatar, drive: t.avatarFromDrive, remove: t.removeAvatar }
        : { upload: t.uploadBanner, drive: t.bannerFromDrive, remove: t.removeBanner };
    const isSet = picture === 'avatar' ? account.avatarId != null : account.bannerId != null;
    return (
      <div className={styles.pictureActions}>
        <h3 className={styles.pictureTitle}>{picture === 'avatar' ? t.avatar : t.banner}</h3>
        <input
          ref={inputs[picture]}
          type="file"
          accept="image/*"
          hidden
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void use(picture, { kind: 'device', file });
          }}
        />
        <Button onClick={() => inputs[picture].current?.click()}>
          <IconUpload size={18} aria-hidden="true" /> {texts.upload}
        </Button>
        <Button onClick={() => void fromDrive(picture)}>
          <IconPhoto size={18} aria-hidden="true" /> {texts.drive}
        </Button>
        {isSet && (
          <Button variant="danger" onClick={() => void remove(picture)}>
            <IconTrash size={18} aria-hidden="true" /> {texts.remove}
          </Button>
        )}
      </div>
    );
  };

  const banner = safeThumbnailUrl(account.bannerUrl);
  return (
    <section className={styles.pictures} aria-labelledby="profile-pictures-title">
      <h2 id="profile-pictures-title" className={styles.sectionTitle}>
        {t.pictures}
      </h2>
      <div className={styles.preview}>
        {banner ? (
          <img className={styles.banner} src={banner} alt={t.bannerPreview} />
        ) : (
          <div className={styles.banner} />
        )}
        <div className={styles.avatar}>
          <UserAvatar user={account} size={80} />
        </div>
      </div>
      <div className={styles.pictureRows}>
        {controls('avatar')}
        {controls('banner')}
      </div>
    </section>
  );
}
