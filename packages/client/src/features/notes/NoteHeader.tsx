import { IconHome, IconLock, IconMail, IconPencil, IconRobot, IconRocketOff } from '@tabler/icons-react';
import type * as Misskey from 'misskey-js';
import { formatDate, RelativeTime, useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import { Link } from '@/router';
import { useSetting } from '@/settings';
import { UserAvatar } from '@/users/UserAvatar';
import { displayName } from '@/users/UserName';
import styles from './Note.module.css';
import { NoteText } from './NoteText';
import { acctPath } from './noteLinks';
import type { Note } from './noteStore';

type User = Misskey.entities.UserLite;

// The top of a note: the author's avatar, then name, handle, badges, marks, time and ticker.

export function NoteAvatar({ user, size }: { user: User; size: number }) {
  return (
    <Link
      to={acctPath(user)}
      className={styles.avatar}
      aria-label={`@${user.username}${user.host ? `@${user.host}` : ''}`}
    >
      {/* UserAvatar draws the author's decorations, as on every avatar. */}
      <UserAvatar user={user} size={size} />
      {user.onlineStatus !== 'unknown' && (
        <span className={styles.status} data-status={user.onlineStatus} title={user.onlineStatus} />
      )}
    </Link>
  );
}

function VisibilityMark({ note }: { note: Note }) {
  const i18n = useI18n();
  const label = i18n.ts.notes.visibility[note.visibility];
  const Icon =
    note.visibility === 'home'
      ? IconHome
      : note.visibility === 'followers'
        ? IconLock
        : note.visibility === 'specified'
          ? IconMail
          : null;
  return (
    <>
      {Icon && (
        <span className={styles.mark} role="img" aria-label={label} title={label}>
          <Icon size={14} aria-hidden="true" />
        </span>
      )}
      {note.localOnly && (
        <span
          className={styles.mark}
          role="img"
          aria-label={i18n.ts.notes.localOnly}
          title={i18n.ts.notes.localOnly}
        >
          <IconRocketOff size={14} aria-hidden="true" />
        </span>
      )}
    </>
  );
}

export function NoteHeader({ note, detailed }: { note: Note; detailed?: boolean }) {
  const i18n = useI18n();
  // A local user's server is the account's, which need not be the one serving this client.
  const localServer = useInstance();
  const [ticker] = useSetting('instanceTicker');
  const user = note.user;
  const showTicker = ticker === 'always' || (ticker === 'remote' && user.host !== null);
  const updatedAt = (note as Note & { updatedAt?: string | null }).updatedAt;
  return (
    <header className={styles.header}>
      <Link to={acctPath(user)} className={styles.name}>
        <NoteText text={displayName(user)} emojis={user.emojis} author={user} plain />
      </Link>
      {/* dir isolates the handle, so a right-to-left page does not show "@bob" as "bob@". */}
      <span className={styles.acct} dir="ltr">
        @{user.username}
        {user.host ? `@${user.host}` : ''}
      </span>
      {user.isBot && (
        <span className={styles.badge} role="img" aria-label={i18n.ts.notes.bot} title={i18n.ts.notes.bot}>
          <IconRobot size={14} aria-hidden="true" />
        </span>
      )}
      {user.badgeRoles?.map((role) =>
        role.iconUrl && /^https?:\/\//i.test(role.iconUrl) ? (
          <img
            key={role.name}
            src={role.iconUrl}
            alt={role.name}
            title={role.name}
            className={styles.roleIcon}
          />
        ) : null,
      )}
      <span className={styles.headerEnd}>
        {updatedAt && (
          <span
            className={styles.mark}
            role="img"
            aria-label={i18n.ts.notes.edited}
            title={i18n.ts.notes.edited}
          >
            <IconPencil size={14} aria-hidden="true" />
          </span>
        )}
        <VisibilityMark note={note} />
        {detailed ? (
          <span className={styles.time}>{formatDate(note.createdAt, i18n.lang)}</span>
        ) : (
          <Link to={`/notes/${note.id}`} className={styles.time}>
            <RelativeTime time={note.createdAt} />
          </Link>
        )}
      </span>
      {showTicker && (
        <span className={styles.ticker} style={tickerStyle(user.instance?.themeColor)}>
          {user.instance?.name ?? user.host ?? (localServer.meta?.name || localServer.host)}
        </span>
      )}
      {note.channel && (
        <Link to={`/channels/${note.channel.id}`} className={styles.channel}>
          {i18n.t('notes.channel', { name: note.channel.name })}
        </Link>
      )}
    </header>
  );
}

/** The instance's colour behind dark or white text, whichever reads better; the theme's otherwise. */
export function tickerStyle(
  color: string | null | undefined,
): { background: string; color: string } | undefined {
  const hex = color && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const v = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return { background: `#${full}`, color: luminance > 0.18 ? '#000' : '#fff' };
}
