import type * as Misskey from 'misskey-js';
import { useState } from 'react';
import { RelativeTime, useI18n } from '@/i18n';
import { Link } from '@/router';
import { Button } from '@/ui';
import { AnnouncementIcon } from './AnnouncementIcon';
import styles from './Announcements.module.css';
import { useMarkAnnouncementRead } from './useMarkRead';

/** Only http and https images are shown; anything else in imageUrl is ignored. */
export function safeImageUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * One announcement: kind, title (a link to its own page unless it is that page), text as
 * plain text, image, date, and "Mark as read" for a signed-in reader who has not read it.
 */
export function AnnouncementCard({
  announcement,
  linkTitle = true,
}: {
  announcement: Misskey.entities.Announcement;
  linkTitle?: boolean;
}) {
  const i18n = useI18n();
  const markRead = useMarkAnnouncementRead();
  const [isRead, setIsRead] = useState(announcement.isRead);
  const image = safeImageUrl(announcement.imageUrl);
  return (
    <article className={styles.card} aria-label={announcement.title}>
      <header className={styles.header}>
        <AnnouncementIcon icon={announcement.icon} />
        <h2 className={styles.title}>
          {linkTitle ? (
            <Link to={`/announcements/${announcement.id}`}>{announcement.title}</Link>
          ) : (
            announcement.title
          )}
        </h2>
        {announcement.forYou && <span className={styles.forYou}>{i18n.ts.announcements.forYou}</span>}
      </header>
      <p className={styles.text}>{announcement.text}</p>
      {image && <img className={styles.image} src={image} alt="" loading="lazy" />}
      <footer className={styles.footer}>
        <span className={styles.date}>
          <RelativeTime time={announcement.updatedAt ?? announcement.createdAt} />
        </span>
        {isRead === false && (
          <Button
            size="small"
            variant="primary"
            onClick={async () => setIsRead(await markRead(announcement))}
          >
            {i18n.ts.announcements.markRead}
          </Button>
        )}
        {isRead === true && <span className={styles.date}>{i18n.ts.announcements.read}</span>}
      </footer>
    </article>
  );
}
