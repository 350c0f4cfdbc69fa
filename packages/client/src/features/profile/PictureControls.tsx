import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { useSignedInAccount } from '@/accounts';
import { useI18n } from '@/i18n';
import { Button } from '@/ui';
import styles from './Pictures.module.css';
import { type Picture, usePictureChooser } from './usePictureChooser';

/**
 * One picture's buttons under its heading: upload from the device, choose from the drive, and
 * remove once one is set. `headingLevel` fits the heading into the page or dialog around it.
 */
export function PictureControls({ picture, headingLevel = 3 }: { picture: Picture; headingLevel?: 3 | 4 }) {
  const i18n = useI18n();
  const t = i18n.ts.profileSettings;
  const account = useSignedInAccount();
  const chooser = usePictureChooser();
  const input = useRef<HTMLInputElement>(null);
  const texts =
    picture === 'avatar'
      ? { title: t.avatar, upload: t.uploadAvatar, drive: t.avatarFromDrive, remove: t.removeAvatar }
      : { title: t.banner, upload: t.uploadBanner, drive: t.bannerFromDrive, remove: t.removeBanner };
  const isSet = picture === 'avatar' ? account.avatarId != null : account.bannerId != null;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={styles.pictureActions}>
      <Heading className={styles.pictureTitle}>{texts.title}</Heading>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void chooser.use(picture, { kind: 'device', file });
        }}
      />
      <Button onClick={() => input.current?.click()}>
        <IconUpload size={18} aria-hidden="true" /> {texts.upload}
      </Button>
      <Button onClick={() => void chooser.fromDrive(picture)}>
        <IconPhoto size={18} aria-hidden="true" /> {texts.drive}
      </Button>
      {isSet && (
        <Button variant="danger" onClick={() => void chooser.remove(picture)}>
          <IconTrash size={18} aria-hidden="true" /> {texts.remove}
        </Button>
      )}
    </div>
  );
}
