import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';

/**
 * The address the account signed up from (the oldest of `admin/get-user-ips`), asked only for
 * administrators, as Misskey's user page shows these addresses to them alone. Null when not
 * asked, not recorded or not answered: the page then leaves the line out.
 */
export function useSignupIp(userId: string, isAdmin: boolean): string | null {
  const { api } = useAccountContext();
  const [ip, setIp] = useState<string | null>(null);
  useEffect(() => {
    setIp(null);
    if (!isAdmin) return;
    let live = true;
    api.call('admin/get-user-ips', { userId }).then(
      (ips) => live && setIp(ips[ips.length - 1]?.ip ?? null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, userId, isAdmin]);
  return ip;
}
