import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';

export interface UserIp {
  ip: string;
  createdAt: string;
}

/**
 * The addresses the account was seen from (`admin/get-user-ips`: newest first, each with the
 * first time it was used), asked only for administrators, as Misskey's user page shows them to
 * them alone. Empty when not asked or not answered: the page then leaves them out.
 */
export function useUserIps(userId: string, isAdmin: boolean): UserIp[] {
  const { api } = useAccountContext();
  const [ips, setIps] = useState<UserIp[]>([]);
  useEffect(() => {
    setIps([]);
    if (!isAdmin) return;
    let live = true;
    api.call('admin/get-user-ips', { userId }).then(
      (list) => live && setIps(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, userId, isAdmin]);
  return ips;
}
