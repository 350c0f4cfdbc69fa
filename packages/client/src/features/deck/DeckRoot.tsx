import type { ReactNode } from 'react';
import { DeckProvider } from './DeckProvider';
import { DeckView } from './DeckView';

/** The whole deck: its store and its columns, the routed page in the main one. */
export function DeckRoot({ children }: { children: ReactNode }) {
  return (
    <DeckProvider>
      <DeckView>{children}</DeckView>
    </DeckProvider>
  );
}
