import { useAccountContext } from '@/accounts';
import { useMainChannelEvent } from '@/stream';

/**
 * Keeps the account's hasUnreadNotification (which the navigation's dot reads) in step with the
 * main channel's unreadNotification and readAllNotifications. Mount once for the whole app.
 */
export function useUnreadNotificationSync(): void {
  const { account, updateMe } = useAccountContext();
  const set = (hasUnreadNotification: boolean) => {
    if (!account || account.hasUnreadNotification === hasUnreadNotification) return;
    const { token: _token, origin: _origin, ...me } = account;
    updateMe({ ...me, hasUnreadNotification });
  };
  useMainChannelEvent('unreadNotification', () => set(true));
  useMainChannelEvent('readAllNotifications', () => set(false));
}

/** The same as a component, for mounting next to the app's other stream listeners. */
export function UnreadNotificationSync() {
  useUnreadNotificationSync();
  return null;
}
