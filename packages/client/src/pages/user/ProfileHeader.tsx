import { IconAt, IconCat, IconDots, IconLock, IconMail, IconMapPin, IconRobot } from '@tabler/icons-react';
import type * as Misskey from 'misskey-js';
import { useState } from 'react';
import { useAccount } from '@/accounts';
import { useComposer } from '@/features/composer';
import { FollowButton } from '@/features/follow';
import { useUserMenu } from '@/features/userMenu';
import { formatDate, formatNumber, useI18n } from '@/i18n';
import { Mfm } from '@/mfm';
import { Link } from '@/router';
import { MenuButton, type MenuItem } from '@/ui';
import { UserAvatar } from '@/users/UserAvatar';
import pageStyles from '../shell/Page.module.css';
import styles from './Profile.module.css';

function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The top of a profile: banner, avatar, name, handle, follow button, bio, fields and counts. */
export function ProfileHeader({
  user,
  acctPath,
  localHost,
}: {
  user: Misskey.entities.UserDetailed;
  /** '/@alice' or '/@alice@host', the base of the profile's links. */
  acctPath: string;
  localHost: string;
}) {
  const i18n = useI18n();
  const me = useAccount();
  const [followers, setFollowers] = useState(user.followersCount);
  const isMe = me?.id === user.id;
  const composer = useComposer();
  const userMenu = useUserMenu(user);
  // Addressing someone starts from their profile, as in Misskey's user menu.
  const moreItems: MenuItem[] = [
    {
      type: 'button',
      text: i18n.ts.profileMention.mention,
      icon: <IconAt size={18} aria-hidden="true" />,
      action: () => void composer.open({ mention: user }),
    },
    {
      type: 'button',
      text: i18n.ts.profileMention.directNote,
      icon: <IconMail size={18} aria-hidden="true" />,
      action: () => void composer.open({ specified: user, mention: user }),
    },
    { type: 'divider' },
    ...userMenu.items,
  ];
  const author = { host: user.host };
  const emojis = (user as { emojis?: Record<string, string> }).emojis;
  const counts = [
    { label: i18n.ts.profile.notes, value: user.notesCount, to: acctPath },
    { label: i18n.ts.profile.following, value: user.followingCount, to: `${acctPath}/following` },
    { label: i18n.ts.profile.followers, value: followers, to: `${acctPath}/followers` },
  ];
  return (
    <header className={styles.card}>
      {isHttpUrl(user.bannerUrl) ? (
        <img className={styles.banner} src={user.bannerUrl} alt="" />
      ) : (
        <div className={styles.banner} aria-hidden="true" />
      )}
      <div className={styles.head}>
        <UserAvatar user={user} size={88} />
        <div className={styles.actions}>
          {isMe ? (
            <Link to="/settings/profile" className={pageStyles.linkButton}>
              {i18n.ts.home.editProfile}
            </Link>
          ) : (
            <>
              {/* Writing needs an account: signed-out visitors get no menu of writing actions. */}
              {me && (
                <MenuButton
                  label={i18n.ts.profileMention.moreActions}
                  items={moreItems}
                  className={pageStyles.linkButton}
                  onOpenChange={userMenu.onOpenChange}
                >
                  <IconDots size={20} aria-hidden="true" />
                </MenuButton>
              )}
              <FollowButton
                user={user}
                onChange={(following) => setFollowers((count) => Math.max(0, count + (following ? 1 : -1)))}
              />
            </>
          )}
        </div>
      </div>
      <div className={styles.names}>
        <h1 className={styles.name}>
          <Mfm text={user.name || user.username} emojis={emojis} author={author} plain />
        </h1>
        <p className={styles.acct} dir="ltr">
          @{user.username}@{user.host ?? localHost}
          {user.isLocked && <IconLock size={16} aria-label={i18n.ts.timelines.profile.locked} role="img" />}
          {user.isBot && <IconRobot size={16} aria-label={i18n.ts.timelines.profile.bot} role="img" />}
          {user.isCat && <IconCat size={16} aria-label={i18n.ts.profileSettings.cat} role="img" />}
        </p>
        {user.isFollowed && <p className={styles.followsYou}>{i18n.ts.timelines.profile.followsYou}</p>}
      </div>
      {user.description && (
        <div className={styles.bio}>
          <Mfm text={user.description} emojis={emojis} author={author} />
        </div>
      )}
      {user.fields.length > 0 && (
        <dl className={styles.fields}>
          {user.fields.map((field, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fields have no id and keep their order.
            <div key={index} className={styles.field}>
              <dt>
                <Mfm text={field.name} emojis={emojis} author={author} plain />
              </dt>
              <dd>
                <Mfm text={field.value} emojis={emojis} author={author} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {user.location && (
        <p className={styles.location}>
          <IconMapPin size={16} aria-label={i18n.ts.profileSettings.location} role="img" />
          <span>{user.location}</span>
        </p>
      )}
      <p className={styles.joined}>
        {i18n.t('home.joined', { date: formatDate(user.createdAt, i18n.lang) })}
      </p>
      <ul className={styles.counts}>
        {counts.map((count) => (
          <li key={count.to}>
            <Link to={count.to} className={styles.count}>
              <strong>{formatNumber(count.value, i18n.lang)}</strong>
              <span>{count.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </header>
  );
}
