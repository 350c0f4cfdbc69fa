import { useSignedInAccount } from '@/accounts';
import { safeThumbnailUrl } from '@/features/drive';
import { useI18n } from '@/i18n';
import { UserAvatar } from '@/users/UserAvatar';
import { PictureControls } from './PictureControls';
import styles from './Pictures.module.css';

/** The avatar and banner as the profile shows them, each with its buttons (/settings/profile). */
export function ProfilePictures() {
  const i18n = useI18n();
  const t = i18n.ts.profileSettings;
  const account = useSignedInAccount();
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
        <PictureControls picture="avatar" />
        <PictureControls picture="banner" />
      </div>
    </section>
  );
}
