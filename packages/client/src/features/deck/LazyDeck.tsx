import { lazy, type ReactNode, Suspense } from 'react';

// The deck's columns and dnd-kit form one chunk, fetched when the deck layout is first shown:
// a static import would put them in the start-up chunks every layout pays for.
const DeckRoot = lazy(() => import('./DeckRoot').then((m) => ({ default: m.DeckRoot })));

/** The deck, once its code is here (a moment at most: the page shows in its main column then). */
export function LazyDeck({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <DeckRoot>{children}</DeckRoot>
    </Suspense>
  );
}
