import { useSignedInAccount } from '@/accounts';
import { UserAvatar } from '@/users/UserAvatar';
import { PictureControls } from './PictureControls';
import styles from './Pictures.module.css';

/** The avatar alone, shown and chosen as on /settings/profile (the setup wizard's profile step). */
export function AvatarPicker({ headingLevel = 4 }: { headingLevel?: 3 | 4 }) {
  const account = useSignedInAccount();
  return (
    <div className={styles.avatarPicker}>
      <UserAvatar user={account} size={64} />
      <PictureControls picture="avatar" headingLevel={headingLevel} />
    </div>
  );
}
