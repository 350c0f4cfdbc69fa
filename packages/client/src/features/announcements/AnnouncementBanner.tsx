import { useI18n } from '@/i18n';
import { Link } from '@/router';
import { Button } from '@/ui';
import { AnnouncementIcon } from './AnnouncementIcon';
import styles from './Announcements.module.css';
import { useMarkAnnouncementRead, useUnreadAnnouncements } from './useMarkRead';

/**
 * The oldest unread banner announcement as a bar at the top of the app, in the flow (so it
 * covers nothing); its title leads to the announcement, and dismissing marks it read.
 */
export function AnnouncementBanner() {
  const i18n = useI18n();
  const markRead = useMarkAnnouncementRead();
  const { unread } = useUnreadAnnouncements();
  const banner = unread.find((a) => a.display === 'banner');
  if (!banner) return null;
  return (
    <section className={styles.banner} aria-label={i18n.ts.announcements.bannerLabel}>
      <AnnouncementIcon icon={banner.icon} />
      <Link to={`/announcements/${banner.id}`} className={styles.bannerTitle}>
        {banner.title}
      </Link>
      <Button size="small" onClick={() => void markRead(banner)}>
        {i18n.ts.announcements.dismiss}
      </Button>
    </section>
  );
}
