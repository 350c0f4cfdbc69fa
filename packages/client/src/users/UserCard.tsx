import type * as Misskey from 'misskey-js';
import type { ReactNode } from 'react';
import { formatDate, useI18n } from '@/i18n';
import { UserAvatar } from './UserAvatar';
import styles from './UserCard.module.css';
import { UserCounts } from './UserCounts';
import { UserName } from './UserName';

export interface UserCardProps {
  user: Misskey.entities.UserDetailed;
  /** Host shown for local users, whose `host` is null: '@alice@example.com'. */
  localHost: string;
  /** 1 on the user's own page (the name is the page title), 2 inside other pages. */
  headingLevel?: 1 | 2;
  children?: ReactNode;
}

/** A profile summary: name, handle, bio, counts and join date. The bio stays plain text. */
export function UserCard({ user, localHost, headingLevel = 2, children }: UserCardProps) {
  const i18n = useI18n();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className={styles.card}>
      <div className={styles.banner} aria-hidden="true" />
      <div className={styles.head}>
        <UserAvatar user={user} size={72} />
        <div className={styles.names}>
          <Heading className={styles.name}>
            <UserName user={user} />
          </Heading>
          <p className={styles.acct} dir="ltr">
            @{user.username}@{user.host ?? localHost}
          </p>
        </div>
      </div>
      {user.description && <p className={styles.description}>{user.description}</p>}
      <UserCounts user={user} className={styles.counts} />
      <div className={styles.footer}>
        <p className={styles.joined}>
          {i18n.t('home.joined', { date: formatDate(user.createdAt, i18n.lang) })}
        </p>
        {children}
      </div>
    </article>
  );
}
