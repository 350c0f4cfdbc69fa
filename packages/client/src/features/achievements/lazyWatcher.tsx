import { lazy, Suspense } from 'react';
import { useAccountId } from '@/accounts';

// The rules, claims and toast load after start-up: nothing of them is in the first bundle.
const Watcher = lazy(() => import('./AchievementWatcher'));

/** Mounted by the app for a signed-in account (spec 000 §4 "signed-in extras"). */
export function AchievementWatcherLazy() {
  const accountId = useAccountId();
  if (accountId === null) return null;
  return (
    <Suspense fallback={null}>
      <Watcher key={accountId} />
    </Suspense>
  );
}
