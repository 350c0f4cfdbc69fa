import { Mfm } from '@/mfm/Mfm';

export interface UserNameProps {
  user: { name?: string | null; username: string; host?: string | null; emojis?: Record<string, string> };
  /** One line, cut with an ellipsis where the box ends (lists of people). */
  nowrap?: boolean;
}

/** The name a user goes by: their display name, or the username when they have none. */
export function displayName(user: { name?: string | null; username: string }): string {
  return user.name?.trim() || user.username;
}

/**
 * A user's display name as notes show it: its custom emoji as pictures and unicode emoji in
 * the chosen emoji style, nothing else of MFM; the username when there is no name.
 */
export function UserName({ user, nowrap = false }: UserNameProps) {
  return (
    <Mfm
      text={displayName(user)}
      emojis={user.emojis}
      author={{ host: user.host ?? null }}
      plain
      nowrap={nowrap}
    />
  );
}
