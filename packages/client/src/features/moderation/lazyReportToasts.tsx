import { lazy, Suspense } from 'react';
import { useAccount } from '@/accounts';

// Only staff ever load it, after start-up: nothing of it is in the first bundle.
const StaffWatch = lazy(() => import('./StaffWatch'));

/** Mounted by the app; joins the `admin` channel only while the account is a moderator or admin. */
export function ReportToastsLazy() {
  const account = useAccount();
  if (!account?.isModerator && !account?.isAdmin) return null;
  return (
    <Suspense fallback={null}>
      <StaffWatch key={account.id} />
    </Suspense>
  );
}
