import { useLayoutEffect, useRef } from 'react';
import { hasUnread, useAccountContext } from '@/accounts';
import { useCatchUpOnReconnect, useMainChannelEvent } from '@/stream';

/**
 * Keeps the account's hasUnreadNotification (which the navigation's dot reads) in step with the
 * main channel's unreadNotification and readAllNotifications. Mount once for the whole app.
 * While the connection was down neither event came, so when it opens again `i` is read for it.
 */
export function useUnreadNotificationSync(): void {
  const { api, account, updateMe } = useAccountContext();
  const set = (hasUnreadNotification: boolean) => {
    if (!account || account.hasUnreadNotification === hasUnreadNotification) return;
    const { token: _token, origin: _origin, ...me } = account;
    updateMe({ ...me, hasUnreadNotification });
  };
  // `i`'s answer lands after a render or more: it goes to the account shown then, if the same.
  const latest = useRef({ set, accountId: account?.id });
  useLayoutEffect(() => {
    latest.current = { set, accountId: account?.id };
  });
  useMainChannelEvent('unreadNotification', () => set(true));
  useMainChannelEvent('readAllNotifications', () => set(false));
  useCatchUpOnReconnect(account !== null, () => {
    const askedFor = account?.id;
    api.call('i', {}).then(
      (me) => {
        if (latest.current.accountId === askedFor) latest.current.set(hasUnread(me));
      },
      // The dot stays as it was; the next notification or reconnect sets it.
      () => {},
    );
  });
}

/** The same as a component, for mounting next to the app's other stream listeners. */
export function UnreadNotificationSync() {
  useUnreadNotificationSync();
  return null;
}
