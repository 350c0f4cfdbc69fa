import { useMemo } from 'react';
import { useAccount } from '@/accounts';
import type { EmojiUser } from './types';

/**
 * The signed-in account as eligibility sees it: this client's account is always a user of its
 * own server, so host is null; roles come from `i` (absent on older servers → none).
 */
export function useEmojiUser(): EmojiUser {
  const account = useAccount();
  const roles = (account as { roles?: readonly { id: string }[] } | null)?.roles;
  const key = Array.isArray(roles) ? roles.map((r) => r.id).join(',') : '';
  return useMemo(
    () => ({ host: account?.host ?? null, roleIds: key ? key.split(',') : [] }),
    [account?.host, key],
  );
}
