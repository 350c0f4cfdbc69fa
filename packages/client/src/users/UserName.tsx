import { Mfm } from '@/mfm/Mfm';

export interface UserNameProps {
  user: { name?: string | null; username: string; host?: string | null; emojis?: Record<string, string> };
}

/**
 * A user's display name as notes show it: its custom emoji as pictures and unicode emoji in
 * the chosen emoji style, nothing else of MFM; the username when there is no name.
 */
export function UserName({ user }: UserNameProps) {
  return (
    <Mfm
      text={user.name?.trim() || user.username}
      emojis={user.emojis}
      author={{ host: user.host ?? null }}
      plain
    />
  );
}
