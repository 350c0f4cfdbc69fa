import { formatNumber, useI18n } from '@/i18n';
import styles from './UserCounts.module.css';

export interface UserCountsProps {
  user: { notesCount: number; followingCount: number; followersCount: number };
  /** The smaller type of the side column. */
  compact?: boolean;
  className?: string;
}

/** Notes, following and followers as a description list: the number under its label. */
export function UserCounts({ user, compact, className }: UserCountsProps) {
  const i18n = useI18n();
  const counts = [
    { label: i18n.ts.profile.notes, value: user.notesCount },
    { label: i18n.ts.profile.following, value: user.followingCount },
    { label: i18n.ts.profile.followers, value: user.followersCount },
  ];
  return (
    <dl className={[styles.counts, compact ? styles.compact : '', className ?? ''].join(' ')}>
      {counts.map((count) => (
        <div key={count.label} className={styles.count}>
          <dt>{count.label}</dt>
          <dd>{formatNumber(count.value, i18n.lang)}</dd>
        </div>
      ))}
    </dl>
  );
}
