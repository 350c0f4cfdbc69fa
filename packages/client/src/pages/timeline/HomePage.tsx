import { useSignedInAccount } from '@/accounts';
import { PostForm } from '@/features/notes';
import { HomeTimeline } from '@/features/timelines/HomeTimeline';
import { useI18n } from '@/i18n';
import { Link } from '@/router';
import { useSetting } from '@/settings';
import styles from './HomePage.module.css';

/** Home of a signed-in account: the post box and the live timeline (spec 000 §1). */
export function HomePage() {
  const i18n = useI18n();
  const account = useSignedInAccount();
  const [showPostForm] = useSetting('showFixedPostForm');
  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{i18n.ts.home.title}</h1>
        <Link to={`/@${encodeURIComponent(account.username)}`} className={styles.smallLink}>
          {i18n.ts.timelines.myProfile}
        </Link>
        <Link to="/settings/profile" className={styles.smallLink}>
          {i18n.ts.home.editProfile}
        </Link>
      </div>
      {showPostForm && <PostForm />}
      <HomeTimeline />
    </div>
  );
}
