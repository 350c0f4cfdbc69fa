import { lazy, Suspense } from 'react';
import { useAccountId } from '@/accounts';

// The player (Web Audio, buffers) loads after start-up: nothing of it is in the first bundle.
const Events = lazy(() => import('./SoundEvents'));

/** Mounted by the app for a signed-in account. */
export function SoundEventsLazy() {
  const accountId = useAccountId();
  if (accountId === null) return null;
  return (
    <Suspense fallback={null}>
      <Events key={accountId} />
    </Suspense>
  );
}
