import {
  IconApps,
  IconArrowBackUp,
  IconAt,
  IconBell,
  IconChartBar,
  IconFileExport,
  IconGift,
  IconId,
  IconKey,
  IconLogin,
  IconMoodSmile,
  IconPencil,
  IconQuote,
  IconRepeat,
  IconTrophy,
  IconUserCheck,
  IconUserPlus,
  IconUserQuestion,
} from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { apiWithDialog } from '@/api';
import { isNoteSoftMuted, useNoteMutes } from '@/features/mutes';
import { RelativeTime, TextWith, useI18n } from '@/i18n';
import { Link } from '@/router';
import { Button, useModals } from '@/ui';
import { UserAvatar } from '@/users/UserAvatar';
import { UserName } from '@/users/UserName';
import styles from './Notifications.module.css';
import { type AnyNotification, describeNotification } from './notificationText';

// Only grouped notifications show it: a lazy chunk, outside start-up.
const GroupedPeople = lazy(() => import('./GroupedNotification'));

const ICONS: Record<string, typeof IconBell> = {
  note: IconPencil,
  follow: IconUserPlus,
  mention: IconAt,
  reply: IconArrowBackUp,
  renote: IconRepeat,
  'renote:grouped': IconRepeat,
  quote: IconQuote,
  reaction: IconMoodSmile,
  'reaction:grouped': IconMoodSmile,
  pollEnded: IconChartBar,
  receiveFollowRequest: IconUserQuestion,
  followRequestAccepted: IconUserCheck,
  roleAssigned: IconId,
  achievementEarned: IconTrophy,
  exportCompleted: IconFileExport,
  login: IconLogin,
  createToken: IconKey,
  test: IconBell,
  app: IconApps,
  loginBonus: IconGift,
};

function acctPath(user: { username: string; host: string | null }): string {
  return user.host ? `/@${user.username}@${user.host}` : `/@${user.username}`;
}

/** One notification: its type's icon, the text, the note or detail, and follow-request actions. */
export function NotificationView({ notification }: { notification: AnyNotification }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const modals = useModals();
  const [handled, setHandled] = useState<'accepted' | 'rejected' | null>(null);
  const described = describeNotification(notification, i18n);
  const { text } = described;
  const mutes = useNoteMutes();
  // A soft word-muted note is not quoted; its link still leads to the note.
  const detail =
    notification.note &&
    described.detail &&
    isNoteSoftMuted(notification.note as unknown as Parameters<typeof isNoteSoftMuted>[0], mutes)
      ? i18n.ts.wordMutes.collapsed
      : described.detail;
  const Icon = ICONS[notification.type] ?? IconBell;
  const user = notification.user;
  const note = notification.note;

  const answer = (accept: boolean) => {
    if (!user) return;
    const userId = (notification as { userId?: string }).userId ?? '';
    const call = accept
      ? apiWithDialog(api, 'following/requests/accept', { userId }, { modals })
      : apiWithDialog(api, 'following/requests/reject', { userId }, { modals });
    call.then(
      () => setHandled(accept ? 'accepted' : 'rejected'),
      () => {},
    );
  };

  return (
    <article className={styles.item} data-type={notification.type}>
      <div className={styles.icon} data-type={notification.type}>
        {user ? <UserAvatar user={user} size={40} /> : null}
        <span className={user ? styles.badge : styles.badgeAlone}>
          <Icon size={user ? 14 : 20} aria-hidden="true" />
        </span>
      </div>
      <div className={styles.body}>
        <p className={styles.text}>
          {user ? (
            <Link to={acctPath(user)}>
              <TextWith
                text={describeNotification(notification, i18n, '{user}').text}
                values={{ user: <UserName user={user} /> }}
              />
            </Link>
          ) : (
            text
          )}{' '}
          <span className={styles.time}>
            <RelativeTime time={notification.createdAt} />
          </span>
        </p>
        {notification.type === 'reaction' && notification.reaction && (
          <p className={styles.reaction}>
            <span
              role="img"
              aria-label={i18n.t('timelines.notifications.reactionLabel', {
                reaction: notification.reaction,
              })}
            >
              {notification.reaction.replace(/@\.:$/, ':')}
            </span>
          </p>
        )}
        {(notification.type === 'reaction:grouped' || notification.type === 'renote:grouped') && (
          <Suspense fallback={null}>
            <GroupedPeople notification={notification} />
          </Suspense>
        )}
        {detail && (
          <p className={styles.detail}>{note ? <Link to={`/notes/${note.id}`}>{detail}</Link> : detail}</p>
        )}
        {notification.type === 'receiveFollowRequest' &&
          (handled ? (
            <p className={styles.detail}>
              {handled === 'accepted'
                ? i18n.ts.timelines.notifications.accepted
                : i18n.ts.timelines.notifications.rejected}
            </p>
          ) : (
            <div className={styles.actions}>
              <Button size="small" variant="primary" onClick={() => answer(true)}>
                {i18n.ts.timelines.notifications.accept}
              </Button>
              <Button size="small" onClick={() => answer(false)}>
                {i18n.ts.timelines.notifications.reject}
              </Button>
            </div>
          ))}
      </div>
    </article>
  );
}
