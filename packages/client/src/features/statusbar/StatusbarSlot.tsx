import { lazy, Suspense } from 'react';
import { useSetting } from '@/settings';

// The bars and their tickers are a chunk of their own: most people have none.
const Statusbars = lazy(() => import('./Statusbars'));

/** Where the layout shows the status bars (the `statusbars` setting) along the bottom. */
export function StatusbarSlot() {
  const [bars] = useSetting('statusbars');
  if (bars.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Statusbars bars={bars} />
    </Suspense>
  );
}
