import type * as Misskey from 'misskey-js';
import { useI18n } from '@/i18n';
import styles from './Announcements.module.css';

const SYMBOLS: Record<Misskey.entities.Announcement['icon'], string> = {
  info: 'i',
  warning: '!',
  error: '×',
  success: '✓',
};

/** The kind of an announcement as a coloured badge with its name for screen readers. */
export function AnnouncementIcon({ icon }: { icon: Misskey.entities.Announcement['icon'] }) {
  const i18n = useI18n();
  return (
    <span
      className={`${styles.icon} ${styles[icon]}`}
      role="img"
      aria-label={i18n.ts.announcements.icons[icon]}
    >
      {SYMBOLS[icon]}
    </span>
  );
}
