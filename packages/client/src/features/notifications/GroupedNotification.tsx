import { useI18n } from '@/i18n';
import { Link } from '@/router';
import { UserAvatar } from '@/users/UserAvatar';
import styles from './GroupedNotification.module.css';
import type { AnyNotification, GroupedUser } from './notificationText';

function acctPath(user: GroupedUser): string {
  return user.host ? `/@${user.username}@${user.host}` : `/@${user.username}`;
}

const displayName = (user: GroupedUser) => user.name?.trim() || user.username;

/**
 * The people of a grouped notification (Misskey's reaction:grouped and renote:grouped): each
 * avatar links to its profile, a reaction is shown beside the one who gave it.
 */
export default function GroupedPeople({ notification }: { notification: AnyNotification }) {
  const i18n = useI18n();
  const t = i18n.ts.timelines.notifications;
  const people =
    notification.type === 'reaction:grouped'
      ? (notification.reactions ?? []).flatMap((entry) =>
          entry.user ? [{ user: entry.user, reaction: entry.reaction }] : [],
        )
      : (notification.users ?? []).map((user) => ({ user, reaction: null }));
  // One person may react twice in a run (after taking a reaction back): shown once.
  const seen = new Set<string>();
  const shown = people.filter(({ user, reaction }) => {
    const key = `${user.id ?? user.username}:${reaction ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (shown.length === 0) return null;
  return (
    <ul
      className={styles.groupedPeople}
      aria-label={notification.type === 'reaction:grouped' ? t.reactedBy : t.renotedBy}
    >
      {shown.map(({ user, reaction }) => (
        <li key={`${user.id ?? user.username}:${reaction ?? ''}`} className={styles.groupedPerson}>
          <Link to={acctPath(user)} aria-label={displayName(user)} title={displayName(user)}>
            <UserAvatar user={user} size={28} />
          </Link>
          {reaction && (
            <span
              className={styles.groupedReaction}
              role="img"
              aria-label={i18n.t('timelines.notifications.reactionLabel', { reaction })}
            >
              {reaction.replace(/@\.:$/, ':')}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
