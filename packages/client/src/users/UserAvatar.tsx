import styles from './UserAvatar.module.css';

export interface UserAvatarProps {
  user: { username: string; name?: string | null; avatarUrl?: string | null };
  size?: number;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The user's picture, or their initial on a tinted disc. Decorative (alt=""): the name is
 * always shown or spoken next to it.
 */
export function UserAvatar({ user, size = 40 }: UserAvatarProps) {
  const initial = (user.name?.trim() || user.username).slice(0, 1).toUpperCase();
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (user.avatarUrl && isHttpUrl(user.avatarUrl)) {
    return <img className={styles.avatar} src={user.avatarUrl} alt="" style={style} loading="lazy" />;
  }
  return (
    <span className={`${styles.avatar} ${styles.initial}`} style={style} aria-hidden="true">
      {initial}
    </span>
  );
}
