import { lazy, Suspense } from 'react';
import { useAccountId } from '@/accounts';

// The pop-ups load after start-up: nothing of them is in the first bundle.
const Popups = lazy(() => import('./NotificationPopups'));

/** Mounted by the app for a signed-in account: pop-ups of notifications as they arrive. */
export function NotificationPopupsLazy() {
  const accountId = useAccountId();
  if (accountId === null) return null;
  return (
    <Suspense fallback={null}>
      <Popups key={accountId} />
    </Suspense>
  );
}
